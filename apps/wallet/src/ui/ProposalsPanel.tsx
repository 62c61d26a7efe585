import type { WalletChain } from '../chains/WalletChain.ts'
import type { WalletController } from '../wallet/createWalletController.ts'
import type { WalletState } from '../wallet/WalletState.ts'
import { ProposalCard } from './ProposalCard.tsx'

/** Pending session proposals; hidden when there are none. */
export function ProposalsPanel({
  state,
  chains,
  controller,
}: {
  state: WalletState
  chains: readonly WalletChain[]
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
          chains={chains}
          busy={state.busy.includes(`proposal:${proposal.id}`)}
          onApprove={(address) => void controller.approveProposal(proposal.id, { address })}
          onReject={() => void controller.rejectProposal(proposal.id)}
        />
      ))}
    </section>
  )
}
