/// <reference types="vite/client" />

// The build-time settings the wallet reads (see readWalletConfig); a link's query string sets none of them.
interface ImportMetaEnv {
  readonly VITE_WALLET_RELAY_URL?: string
  readonly VITE_WALLET_PROJECT_ID?: string
  readonly VITE_WALLET_CHAINS?: string
  readonly VITE_WALLET_SOLANA_CHAINS?: string
  readonly VITE_WALLET_ACCOUNTS?: string
}
