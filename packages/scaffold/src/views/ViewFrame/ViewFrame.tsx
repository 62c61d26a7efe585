import type { ReactNode } from 'react'

export interface ViewFrameProps {
  /** The view's own class, for its stylesheet (e.g. `apkt-networks-view`). */
  className: string
  /** True while the whole view waits on something (sets `aria-busy`). */
  busy?: boolean
  children?: ReactNode
}

/**
 * The column a view renders into the shell's body (the shell owns the header, title, back and close). Pairs
 * with `viewFrameStyles`.
 *
 * @example <ViewFrame className="apkt-account-view">...</ViewFrame>
 */
export function ViewFrame({ className, busy, children }: ViewFrameProps) {
  return (
    <div className={`apkt-view ${className}`} aria-busy={busy || undefined}>
      {children}
    </div>
  )
}
