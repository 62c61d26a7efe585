import { useId, useState } from 'react'
import type { ProposalView } from '../wallet/ProposalView.ts'
import { DappSummary } from './DappSummary.tsx'

/** The accounts the user picks when approving: one per namespace the session gets. */
export interface ProposalAccounts {
  address: `0x${string}`
  solanaAddress: string | undefined
}

export interface ProposalCardProps {
  proposal: ProposalView
  addresses: readonly `0x${string}`[]
  solanaAddresses: readonly string[]
  /** CAIP-2 ids of every chain the wallet serves, eip155 and solana. */
  servedChains: readonly string[]
  busy: boolean
  onApprove: (accounts: ProposalAccounts) => void
  onReject: () => void
}

/** One session proposal: who asks, for which chains and methods, with which accounts; Approve or Reject. */
export function ProposalCard({
  proposal,
  addresses,
  solanaAddresses,
  servedChains,
  busy,
  onApprove,
  onReject,
}: ProposalCardProps) {
  const id = useId()
  const [address, setAddress] = useState(addresses[0])
  const [solanaAddress, setSolanaAddress] = useState(solanaAddresses[0])
  const served = new Set(servedChains)
  const { dapp } = proposal
  // A dApp naming no namespace gets every one the wallet serves, so it picks an account of each.
  const asks = (namespace: string) =>
    proposal.namespaces.length === 0 || proposal.namespaces.includes(namespace)
  const servesSolana = servedChains.some((chain) => chain.startsWith('solana:')) && solanaAddresses.length > 0

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
      {asks('eip155') ? (
        <div className="account-choice">
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
        </div>
      ) : null}
      {asks('solana') && servesSolana ? (
        <div className="account-choice">
          <label htmlFor={`${id}-solana-account`}>Solana account to share</label>
          <select
            id={`${id}-solana-account`}
            value={solanaAddress}
            onChange={(event) => setSolanaAddress(event.target.value)}
          >
            {solanaAddresses.map((option, index) => (
              <option key={option} value={option}>
                #{index} {option}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="actions">
        <button
          type="button"
          disabled={busy || !address}
          onClick={() => address && onApprove({ address, solanaAddress })}
        >
          Approve
        </button>
        <button type="button" className="secondary" disabled={busy} onClick={onReject}>
          Reject
        </button>
      </div>
    </article>
  )
}
