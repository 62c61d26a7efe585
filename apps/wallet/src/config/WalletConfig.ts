import type { WalletChain } from '../chains/WalletChain.ts'

/** Everything the wallet is configured by (query string over environment over `walletDefaults`). */
export interface WalletConfig {
  relayUrl: string
  projectId: string
  chains: WalletChain[]
  /** How many accounts of the test mnemonic the wallet holds (1-10). */
  accountCount: number
  /** A `wc:` pairing URI to open on start (the `?uri=` deep link). */
  uri: string | undefined
}
