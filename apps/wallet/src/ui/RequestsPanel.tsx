import type { WalletController } from '../wallet/createWalletController.ts'
import type { WalletState } from '../wallet/WalletState.ts'
import { RequestCard } from './RequestCard.tsx'

/** Requests waiting for the user, oldest first; hidden when there are none. */
export function RequestsPanel({ state, controller }: { state: WalletState; controller: WalletController }) {
  if (state.requests.length === 0) return null
  return (
    <section aria-labelledby="requests-heading" className="panel">
      <h2 id="requests-heading">Requests</h2>
      {state.requests.map((view) => (
        <RequestCard
          key={view.id}
          view={view}
          busy={state.busy.includes(`request:${view.id}`)}
          onApprove={() => void controller.approveRequest(view.id)}
          onReject={() => void controller.rejectRequest(view.id)}
        />
      ))}
    </section>
  )
}
