import { useId } from 'react'
import type { RequestView } from '../wallet/RequestView.ts'
import { getMethodTitle } from './methodTitles.ts'
import { RequestDetails } from './RequestDetails.tsx'

export interface RequestCardProps {
  view: RequestView
  busy: boolean
  onApprove: () => void
  onReject: () => void
}

/** One session request: what, from which dApp, on which chain; Approve or Reject. */
export function RequestCard({ view, busy, onApprove, onReject }: RequestCardProps) {
  const id = useId()
  return (
    <article aria-labelledby={`${id}-heading`} className="card" aria-busy={busy}>
      <h3 id={`${id}-heading`}>{getMethodTitle(view.request.method)}</h3>
      <p className="hint">
        From {view.dapp.name} on {view.chainId}
      </p>
      <RequestDetails request={view.request} />
      <div className="actions">
        <button type="button" disabled={busy} onClick={onApprove}>
          Approve
        </button>
        <button type="button" className="secondary" disabled={busy} onClick={onReject}>
          Reject
        </button>
      </div>
    </article>
  )
}
