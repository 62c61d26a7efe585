import { createSolanaDevWallet, registerSolanaDevWallet, type SolanaDevWallet } from '@org/appkit-testing'

const AUTHORIZED_KEY = 'appkit-laboratory:solana-dev-wallet-authorized'

declare global {
  interface Window {
    /** The laboratory's Solana dev wallet, so end-to-end tests can make it approve or reject. */
    appkitSolanaDevWallet?: SolanaDevWallet
  }
}

/** The page's localStorage, or undefined where reading it throws (a sandboxed frame, blocked site data). */
function pageStorage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

/**
 * Development only: a Wallet Standard Solana wallet holding the local Solana devnet's first funded key (a well-known
 * test key, never for anything of value), registered as "Solana Dev Wallet (local devnet)" the way extensions register.
 * It remembers that it authorized the site, so a reload reconnects without a prompt.
 */
export async function installSolanaDevWallet(rpcUrl: string): Promise<SolanaDevWallet> {
  const storage = pageStorage()
  const wallet = await createSolanaDevWallet({
    secretKey: import.meta.env.VITE_LAB_SOLANA_SECRET_KEY,
    rpcUrl,
    name: 'Solana Dev Wallet (local devnet)',
    authorized: storage?.getItem(AUTHORIZED_KEY) === 'true',
  })
  wallet.features['standard:events'].on('change', ({ accounts }) => {
    if (!accounts) return
    if (accounts.length > 0) storage?.setItem(AUTHORIZED_KEY, 'true')
    else storage?.removeItem(AUTHORIZED_KEY)
  })
  registerSolanaDevWallet(window, wallet)
  window.appkitSolanaDevWallet = wallet
  return wallet
}
