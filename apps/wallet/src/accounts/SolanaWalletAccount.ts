import type { PublicKey } from '@solana/web3.js'

/** A Solana account the wallet holds: its address and a signer whose key never leaves WebCrypto. */
export interface SolanaWalletAccount {
  /** The base58 public key (what CAIP-10 accounts and Solana RPCs call the address). */
  address: string
  publicKey: PublicKey
  /** The 64-byte ed25519 signature of `bytes`. */
  sign(bytes: Uint8Array): Promise<Uint8Array>
}
