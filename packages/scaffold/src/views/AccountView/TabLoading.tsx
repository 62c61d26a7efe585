import { Skeleton } from '@org/appkit-ui'

/** Skeleton rows for a loading tab, with the loading state announced once for assistive technology. */
export function TabLoading({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="apkt-account-tab-loading" aria-busy="true">
      <span role="status" className="apkt-visually-hidden">
        {label}
      </span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} shape="row" />
      ))}
    </div>
  )
}
