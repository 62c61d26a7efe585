import type { CaipNetwork, ConnectorType } from '@org/appkit-core'
import type { Connection, SendOptions } from '@solana/web3.js'

/** Where a signature or transaction is for: the signing account and the network (with its connection). */
export interface SolanaSigningContext {
  address: string
  network: CaipNetwork
  connection: Connection
}

/**
 * One wallet as the adapter drives it, whatever is underneath (a Wallet Standard wallet, a wallet adapter of
 * `@solana/wallet-adapter-base`, the WalletConnect session): transactions cross this boundary serialized (wire
 * bytes), signatures as bytes. Methods throw what the wallet threw; the adapter maps it into core errors.
 */
export interface SolanaConnector {
  readonly id: string
  readonly name: string
  readonly type: Extract<ConnectorType, 'ANNOUNCED' | 'EXTERNAL' | 'WALLET_CONNECT'>
  readonly icon?: string | undefined
  /** Whether the wallet is there to connect (an extension installed, an adapter ready). */
  readonly installed: boolean
  /**
   * Connects: with `silent`, only restores an authorization the wallet already holds, never prompting, and
   * answers no addresses when there is none. Resolves with the wallet's addresses, the active one first.
   */
  connect(options: { silent: boolean; network?: CaipNetwork | undefined }): Promise<readonly string[]>
  disconnect(): Promise<void>
  /** The addresses the wallet exposes now, the active one first. */
  addresses(): readonly string[]
  /** The wallet's own account changes; an empty list means it let go of the dApp. Returns the unsubscribe. */
  watchAddresses(onChange: (addresses: readonly string[]) => void): () => void
  signMessage(message: Uint8Array, context: { address: string }): Promise<Uint8Array>
  /** Signs a serialized transaction; resolves with the signed one, serialized. */
  signTransaction(transaction: Uint8Array, context: SolanaSigningContext): Promise<Uint8Array>
  /**
   * Signs and broadcasts in one wallet request, resolving with the signature (base58); absent where the wallet
   * only signs (the adapter then broadcasts the signed transaction itself).
   */
  signAndSendTransaction?(
    transaction: Uint8Array,
    context: SolanaSigningContext & { options?: SendOptions | undefined },
  ): Promise<string>
  /** What is underneath, for `getWalletProvider().provider`. */
  readonly underlying: unknown
}
