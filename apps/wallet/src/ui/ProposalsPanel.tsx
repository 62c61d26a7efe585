import type { WalletController } from '../wallet/createWalletController.ts'
import type { WalletState } from '../wallet/WalletState.ts'
import { ProposalCard } from './ProposalCard.tsx'

/** Pending session proposals; hidden when there are none. */
export function ProposalsPanel({
  state,
  servedChains,
  controller,
}: {
  state: WalletState
  /** CAIP-2 ids of every chain the wallet serves. */
  servedChains: readonly string[]
  controller: WalletController
}) {
  if (state.proposals.length === 0) return null
  return (
    <section aria-labelledby="proposals-heading" className="panel">
      <h2 id="proposals-heading">Session proposals</h2>
      {state.proposals.map((proposal) => (
        <ProposalCard
          key={proposal.id}
          proposal={proposal}
          addresses={state.addresses}
          solanaAddresses={state.solanaAddresses}
          servedChains={servedChains}
          busy={state.busy.includes(`proposal:${proposal.id}`)}
          onApprove={(accounts) => void controller.approveProposal(proposal.id, accounts)}
          onReject={() => void controller.rejectProposal(proposal.id)}
        />
      ))}
    </section>
  )
}
