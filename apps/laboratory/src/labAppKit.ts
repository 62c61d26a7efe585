import { devnet, devnet2, mainnet, sepolia, solanaLocal } from '@org/appkit/networks'
import { type AppKitNetwork, createAppKit } from '@org/appkit/react'
import { SolanaAdapter } from '@org/appkit-adapter-solana'
import { WagmiAdapter } from '@org/appkit-adapter-wagmi'
import { installDevWallet } from './installDevWallet.ts'
import { installSolanaDevWallet } from './installSolanaDevWallet.ts'
import { getLabConfig } from './labConfigs.ts'

export const labConfig = getLabConfig(globalThis.location?.search ?? '')
const namespaces = labConfig.namespaces ?? ['eip155']
/** Whether the page serves EVM chains, Solana, or both. */
export const servesEvm = namespaces.includes('eip155')
export const servesSolana = namespaces.includes('solana')

// The dev wallets must be there before the adapters start listening for wallets (EIP-6963 announcements, Wallet
// Standard registrations), as extensions are. `?wallet=injected` injects the EVM one as window.ethereum instead,
// as a mobile wallet's in-app browser does.
if (import.meta.env.DEV) {
  if (servesEvm) {
    const mode =
      new URLSearchParams(globalThis.location?.search).get('wallet') === 'injected' ? 'injected' : 'announced'
    installDevWallet([devnet, devnet2], mode)
  }
  if (servesSolana) await installSolanaDevWallet(solanaLocal.rpcUrls.default.http[0] ?? '')
}

const evmNetworks = [devnet, devnet2, mainnet, sepolia] as const
/** The page's networks: the local chains first, each namespace's after the other's. */
export const networks: readonly AppKitNetwork[] = [
  ...(servesEvm ? evmNetworks : []),
  ...(servesSolana ? [solanaLocal] : []),
]

export const wagmiAdapter = servesEvm
  ? new WagmiAdapter({ projectId: 'laboratory', networks: [...evmNetworks] })
  : undefined
export const solanaAdapter = servesSolana ? new SolanaAdapter() : undefined

/** False on the WalletConnect-only page, which passes no adapter. */
export const usesAdapter = labConfig.options.adapters?.length !== 0

/** The laboratory's AppKit: written only against the public API, as a dApp team would. */
export const appKit = createAppKit({
  projectId: 'laboratory',
  networks: networks as [AppKitNetwork, ...AppKitNetwork[]],
  adapters: [...(wagmiAdapter ? [wagmiAdapter] : []), ...(solanaAdapter ? [solanaAdapter] : [])],
  metadata: {
    name: 'AppKit laboratory',
    description: 'The demo dApp of @org/appkit',
    url: globalThis.location?.origin ?? 'http://127.0.0.1:5173',
    icons: [`${globalThis.location?.origin ?? 'http://127.0.0.1:5173'}/icon.svg`],
  },
  features: { analytics: false, ...labConfig.options.features },
  // The local stack (`pnpm dev`): the self-hosted API server and wallet registry, and the WalletConnect relay.
  // Verify is off (no hosted verify service), so nothing leaves 127.0.0.1.
  apiUrl: 'http://127.0.0.1:8787',
  explorerUrl: 'http://127.0.0.1:8787',
  relayUrl: 'ws://127.0.0.1:8555',
  verifyUrl: false,
  ...labConfig.options,
})
