import { useId, useState } from 'react'
import type { WalletChain } from '../chains/WalletChain.ts'
import type { ProposalView } from '../wallet/ProposalView.ts'
import { DappSummary } from './DappSummary.tsx'

export interface ProposalCardProps {
  proposal: ProposalView
  addresses: readonly `0x${string}`[]
  chains: readonly WalletChain[]
  busy: boolean
  onApprove: (address: `0x${string}`) => void
  onReject: () => void
}

/** One session proposal: who asks, for which chains and methods, with which account; Approve or Reject. */
export function ProposalCard({ proposal, addresses, chains, busy, onApprove, onReject }: ProposalCardProps) {
  const id = useId()
  const [address, setAddress] = useState(addresses[0])
  const served = new Set(chains.map((chain) => chain.caipId as string))
  const { dapp } = proposal

  return (
    <article aria-labelledby={`${id}-heading`} className="card" aria-busy={busy}>
      <DappSummary dapp={dapp} headingId={`${id}-heading`} heading={dapp.name} />
      {dapp.description ? <p>{dapp.description}</p> : null}
      <dl className="details">
        <dt>Requested chains</dt>
        <dd>
          {proposal.chains.length === 0 ? (
            'none named (every chain of this wallet)'
          ) : (
            <ul className="tags">
              {proposal.chains.map((chain) => (
                <li key={chain}>
                  {chain}
                  {proposal.requiredChains.includes(chain) ? ' (required)' : ''}
                  {served.has(chain) ? '' : ' (not served)'}
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>Requested methods</dt>
        <dd>{proposal.methods.length === 0 ? 'none' : proposal.methods.join(', ')}</dd>
        <dt>Requested events</dt>
        <dd>{proposal.events.length === 0 ? 'none' : proposal.events.join(', ')}</dd>
      </dl>
      <label htmlFor={`${id}-account`}>Account to share</label>
      <select
        id={`${id}-account`}
        value={address}
        onChange={(event) => setAddress(event.target.value as `0x${string}`)}
      >
        {addresses.map((option, index) => (
          <option key={option} value={option}>
            #{index} {option}
          </option>
        ))}
      </select>
      <div className="actions">
        <button type="button" disabled={busy || !address} onClick={() => address && onApprove(address)}>
          Approve
        </button>
        <button type="button" className="secondary" disabled={busy} onClick={onReject}>
          Reject
        </button>
      </div>
    </article>
  )
}
