/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The local Solana devnet's first funded key (base58), set by vite.config.ts for the Solana dev wallet. */
  readonly VITE_LAB_SOLANA_SECRET_KEY: string
}
