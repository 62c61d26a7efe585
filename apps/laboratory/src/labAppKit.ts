import { devnet, devnet2, mainnet, sepolia } from '@org/appkit/networks'
import { createAppKit } from '@org/appkit/react'
import { WagmiAdapter } from '@org/appkit-adapter-wagmi'
import { installDevWallet } from './installDevWallet.ts'
import { getLabConfig } from './labConfigs.ts'

// The dev wallet must announce itself before the adapter starts listening for EIP-6963 wallets.
// `?wallet=injected` injects it as window.ethereum instead, as a mobile wallet's in-app browser does.
if (import.meta.env.DEV) {
  const mode =
    new URLSearchParams(globalThis.location?.search).get('wallet') === 'injected' ? 'injected' : 'announced'
  installDevWallet([devnet, devnet2], mode)
}

export const labConfig = getLabConfig(globalThis.location?.search ?? '')
export const networks = [devnet, devnet2, mainnet, sepolia] as const

export const wagmiAdapter = new WagmiAdapter({ projectId: 'laboratory', networks: [...networks] })

/** False on the WalletConnect-only page, which passes no adapter. */
export const usesAdapter = labConfig.options.adapters?.length !== 0

/** The laboratory's AppKit: written only against the public API, as a dApp team would. */
export const appKit = createAppKit({
  projectId: 'laboratory',
  networks: [...networks],
  adapters: [wagmiAdapter],
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
