import type { WalletConfig } from '../config/WalletConfig.ts'
import type { WalletController } from '../wallet/createWalletController.ts'
import { AccountsPanel } from './AccountsPanel.tsx'
import { Announcements } from './Announcements.tsx'
import { PairPanel } from './PairPanel.tsx'
import { ProposalsPanel } from './ProposalsPanel.tsx'
import { RequestsPanel } from './RequestsPanel.tsx'
import { SessionsPanel } from './SessionsPanel.tsx'
import { SettingsPanel } from './SettingsPanel.tsx'
import { TestWalletWarning } from './TestWalletWarning.tsx'
import { useWalletState } from './useWalletState.ts'

/** The wallet: pair, answer proposals and requests, manage sessions. */
export function WalletPage({ controller, config }: { controller: WalletController; config: WalletConfig }) {
  const state = useWalletState(controller)
  return (
    <main className="wallet">
      <header>
        <h1>AppKit test wallet</h1>
        <TestWalletWarning />
      </header>
      <Announcements notice={state.notice} error={state.error} />
      <ProposalsPanel
        state={state}
        servedChains={[...config.chains, ...config.solanaChains].map((chain) => chain.caipId)}
        controller={controller}
      />
      <RequestsPanel state={state} controller={controller} />
      <PairPanel busy={state.busy.includes('pair')} onPair={controller.pair} />
      <SessionsPanel state={state} controller={controller} />
      <AccountsPanel
        addresses={state.addresses}
        solanaAddresses={state.solanaAddresses}
        solanaBalances={state.solanaBalances}
        balancesBusy={state.busy.includes('balances')}
        onRefreshBalances={() => void controller.refreshSolanaBalances()}
      />
      <SettingsPanel config={config} />
    </main>
  )
}
