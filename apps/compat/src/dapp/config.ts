// The dApp's AppKit setup, written only against Reown AppKit's documented React quick start: nothing here
// but the import specifiers is ours. Two networks come from viem's `defineChain` (no namespace, no CAIP id),
// one from the networks entry's `defineChain` with AppKit's shape.

import { type AppKitNetwork, defineChain as defineAppKitChain } from '@org/appkit/networks'
import { createAppKit } from '@org/appkit/react'
import { WagmiAdapter } from '@org/appkit-adapter-wagmi'
import { QueryClient } from '@tanstack/react-query'
import { defineChain } from 'viem'

const rpcUrl = import.meta.env.VITE_DEVNET_RPC_URL ?? 'http://127.0.0.1:8545'
const secondRpcUrl = import.meta.env.VITE_DEVNET2_RPC_URL ?? 'http://127.0.0.1:8546'

export const localChain = defineChain({
  id: 31337,
  name: 'Local Chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
  testnet: true,
})

export const secondLocalChain = defineAppKitChain({
  id: 31338,
  caipNetworkId: 'eip155:31338',
  chainNamespace: 'eip155',
  name: 'Second Local Chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [secondRpcUrl] } },
  testnet: true,
})

export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [localChain, secondLocalChain]

export const projectId = import.meta.env.VITE_PROJECT_ID ?? 'b56e18d47c72ab683b10814fe9495694'

export const metadata = {
  name: 'Compat dApp',
  description: 'A dApp written against the AppKit quick start',
  url: typeof window === 'undefined' ? 'http://127.0.0.1' : window.location.origin,
  icons: ['https://avatars.githubusercontent.com/u/179229932'],
}

export const queryClient = new QueryClient()

export const wagmiAdapter = new WagmiAdapter({ networks, projectId })

export const modal = createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata,
  features: { analytics: true },
})
