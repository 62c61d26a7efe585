import type { CaipNetwork } from '@org/appkit'
import { createDevWallet, type DevWallet, injectDevWallet } from '@org/appkit-testing'

const DEV_WALLET_ICON = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="#0a7d52"/><text x="32" y="41" font-size="24" text-anchor="middle" fill="#fff" font-family="sans-serif">DEV</text></svg>',
)}`

/** A local devnet as the network presets describe it; the wallet signs for it and reads through its RPC. */
type LocalNetwork = Pick<CaipNetwork, 'id' | 'name' | 'rpcUrls' | 'nativeCurrency'>

const AUTHORIZED_KEY = 'appkit-laboratory:dev-wallet-authorized'

/** The page's localStorage, or undefined where reading it throws (a sandboxed frame, blocked site data). */
function pageStorage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

declare global {
  interface Window {
    /** The laboratory's dev wallet, so end-to-end tests can make it approve or reject. */
    appkitDevWallet?: DevWallet
  }
}

/**
 * Development only: a real wallet (a private key of the local devnet, signing with viem) announced through
 * EIP-6963 as "Dev Wallet (local devnet)", so a newcomer can connect without installing anything. It holds the
 * devnet's well-known test key: never use it for anything of value.
 */
export function installDevWallet(
  localNetworks: readonly LocalNetwork[],
  mode: 'announced' | 'injected' = 'announced',
): DevWallet {
  const [first] = localNetworks
  if (!first) throw new Error('the dev wallet needs at least one local network')
  const rpcUrlOf = (network: LocalNetwork) => network.rpcUrls.default.http[0] ?? ''
  // Like an extension, the wallet remembers that it authorized this site, so a reload reconnects silently (not
  // where the page may not use localStorage).
  const storage = pageStorage()
  const wallet = createDevWallet({
    authorized: storage?.getItem(AUTHORIZED_KEY) === 'true',
    addressIndex: 0,
    chains: [
      ...localNetworks.map((network) => ({
        id: Number(network.id),
        rpcUrl: rpcUrlOf(network),
        name: network.name,
        nativeCurrency: network.nativeCurrency,
      })),
      // A chain the laboratory does not list, so the wallet can move somewhere unsupported (UnsupportedChain).
      { id: 1337, rpcUrl: rpcUrlOf(first), name: 'Unlisted local chain' },
    ],
  })
  wallet.on('accountsChanged', (accounts) => {
    if (accounts.length > 0) storage?.setItem(AUTHORIZED_KEY, 'true')
    else storage?.removeItem(AUTHORIZED_KEY)
  })
  // 'injected' plays a mobile wallet's in-app browser: only window.ethereum, no EIP-6963 announcement.
  injectDevWallet(
    window,
    wallet,
    mode === 'injected'
      ? { asWindowEthereum: true }
      : {
          asWindowEthereum: false,
          announce: {
            name: 'Dev Wallet (local devnet)',
            rdns: 'org.appkit.devwallet',
            icon: DEV_WALLET_ICON,
          },
        },
  )
  window.appkitDevWallet = wallet
  return wallet
}
