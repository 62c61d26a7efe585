import { solanaDerivationPath } from '../accounts/deriveSolanaAccounts.ts'
import type { SolanaBalance } from '../wallet/SolanaBalance.ts'
import { formatSol } from './formatSol.ts'

export interface AccountsPanelProps {
  addresses: readonly string[]
  solanaAddresses: readonly string[]
  solanaBalances: readonly SolanaBalance[]
  /** Whether balances are being read (the refresh button waits). */
  balancesBusy: boolean
  onRefreshBalances: () => void
}

/** The held accounts, EVM then Solana with its SOL balance on each Solana chain served. */
export function AccountsPanel({
  addresses,
  solanaAddresses,
  solanaBalances,
  balancesBusy,
  onRefreshBalances,
}: AccountsPanelProps) {
  return (
    <section aria-labelledby="accounts-heading" className="panel">
      <h2 id="accounts-heading">Accounts</h2>
      <p className="hint">Derived from anvil's public test mnemonic (path m/44'/60'/0'/0/i).</p>
      <ol className="accounts">
        {addresses.map((address, index) => (
          <li key={address}>
            <span className="index">#{index}</span> <code>{address}</code>
          </li>
        ))}
      </ol>
      {solanaAddresses.length === 0 ? null : (
        <section aria-labelledby="solana-accounts-heading">
          <h3 id="solana-accounts-heading">Solana accounts</h3>
          <p className="hint">The same mnemonic on the Solana path {solanaDerivationPath}.</p>
          <ol className="accounts">
            {solanaAddresses.map((address, index) => (
              <li key={address}>
                <span className="index">#{index}</span> <code>{address}</code>
                <ul className="plain balances">
                  {solanaBalances
                    .filter((balance) => balance.address === address)
                    .map((balance) => (
                      <li key={balance.chainId}>
                        <SolanaBalanceText balance={balance} />
                      </li>
                    ))}
                </ul>
              </li>
            ))}
          </ol>
          <div className="actions">
            <button
              type="button"
              className="secondary"
              disabled={balancesBusy}
              aria-busy={balancesBusy}
              onClick={onRefreshBalances}
            >
              Refresh balances
            </button>
          </div>
        </section>
      )}
    </section>
  )
}

function SolanaBalanceText({ balance }: { balance: SolanaBalance }) {
  switch (balance.state) {
    case 'loading':
      return <>Reading the balance on {balance.chainId}…</>
    case 'loaded':
      return (
        <>
          <data value={balance.lamports.toString()}>{formatSol(balance.lamports)} SOL</data> on{' '}
          {balance.chainId}
        </>
      )
    case 'unavailable':
      return (
        <>
          Balance on {balance.chainId} unavailable: {balance.reason}
        </>
      )
  }
}
