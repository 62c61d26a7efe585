// The dApp's wagmi and AppKit configuration, shared by the server (the layout reads the cookie with it) and the
// browser. It runs on a local devnet, so with a self-hosted API (NEXT_PUBLIC_APPKIT_API_URL) it works offline.
import type { AppKitNetwork } from '@org/appkit/networks'
import { WagmiAdapter } from '@org/appkit-adapter-wagmi'
import { cookieStorage, createStorage } from '@wagmi/core'
import { defineChain } from 'viem'

export const projectId = process.env.NEXT_PUBLIC_PROJECT_ID || 'next-example'

/**
 * A self-hosted AppKit API (apps/api: the wallet registry, the blockchain API and analytics), fixed at build time;
 * AppKit's hosted services when unset.
 */
export const apiUrl = process.env.NEXT_PUBLIC_APPKIT_API_URL || undefined

/**
 * The page's own origin in the browser. On the server no request is made with it (wagmi reads nothing while rendering),
 * so a placeholder keeps the module evaluable there.
 */
export const origin = typeof window === 'undefined' ? 'http://127.0.0.1' : window.location.origin

/**
 * The local devnet (anvil, chain 31337). Its RPC is `/rpc` on the page's origin: app/rpc/route.ts forwards it to the
 * node named by `DEVNET_RPC_URL` when the server starts, so one build serves a devnet on any port.
 */
export const devnet = defineChain({
  id: 31337,
  name: 'Local Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`${origin}/rpc`] } },
  testnet: true,
})

export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [devnet]

export const wagmiAdapter = new WagmiAdapter({
  // The connection lives in a cookie, so the server renders the connected account too (cookieToInitialState).
  storage: createStorage({ storage: cookieStorage }),
  ssr: true,
  projectId,
  networks,
})

export const config = wagmiAdapter.wagmiConfig
