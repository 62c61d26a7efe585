import type { SolanaWalletChain } from '../chains/SolanaWalletChain.ts'
import type { WalletChain } from '../chains/WalletChain.ts'

/** Everything the wallet is configured by: the environment over `walletDefaults`, and a link's `uri`. */
export interface WalletConfig {
  relayUrl: string
  projectId: string
  chains: WalletChain[]
  /** The Solana chains served; empty when `VITE_WALLET_SOLANA_CHAINS=none`. */
  solanaChains: SolanaWalletChain[]
  /** How many accounts of the test mnemonic the wallet holds (1-10), EVM and Solana alike. */
  accountCount: number
  /** A `wc:` pairing URI to open on start (the `?uri=` deep link). */
  uri: string | undefined
}
