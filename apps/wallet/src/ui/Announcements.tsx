import type { WalletState } from '../wallet/WalletState.ts'
import { formatWalletNotice } from './formatWalletNotice.ts'

/**
 * The live regions: a polite status line for events and an alert for failures. Both stay mounted (and empty
 * when there is nothing to say) so screen readers announce every change.
 */
export function Announcements({ notice, error }: Pick<WalletState, 'notice' | 'error'>) {
  return (
    <div className="announcements">
      <p role="status" aria-live="polite">
        {notice ? formatWalletNotice(notice) : ''}
      </p>
      <p role="alert" className="alert" hidden={!error}>
        {error?.message ?? ''}
      </p>
    </div>
  )
}
