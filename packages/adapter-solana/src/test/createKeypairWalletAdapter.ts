import {
  BaseMessageSignerWalletAdapter,
  WalletConnectionError,
  type WalletName,
  WalletReadyState,
  WalletSignMessageError,
  WalletSignTransactionError,
} from '@solana/wallet-adapter-base'
import { type Keypair, type PublicKey, Transaction, type VersionedTransaction } from '@solana/web3.js'
import { signEd25519 } from './signEd25519.ts'

/** What a wallet throws when the user declines: code 4001, as Phantom does. */
const declined = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })

/**
 * A `@solana/wallet-adapter-base` adapter over a keypair, as a dApp would pass one in `wallets`: it signs locally,
 * remembers the site once approved (so `autoConnect` restores without asking), and can be told to decline.
 */
export class KeypairWalletAdapter extends BaseMessageSignerWalletAdapter<'Keypair Wallet'> {
  name = 'Keypair Wallet' as WalletName<'Keypair Wallet'>
  url = 'https://example.org/keypair-wallet'
  icon = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='
  readyState = WalletReadyState.Installed
  supportedTransactionVersions = new Set(['legacy', 0] as const)
  connecting = false
  policy: 'approve' | 'reject' = 'approve'
  trusted = false
  readonly calls: string[] = []
  #connected: PublicKey | null = null

  constructor(public keypair: Keypair) {
    super()
  }

  get publicKey() {
    return this.#connected
  }

  override async autoConnect() {
    this.calls.push('autoConnect')
    if (!this.trusted) throw new WalletConnectionError('The site is not trusted yet')
    this.#connect()
  }

  async connect() {
    this.calls.push('connect')
    if (this.policy === 'reject') throw new WalletConnectionError('User rejected the request.', declined())
    this.trusted = true
    this.#connect()
  }

  async disconnect() {
    this.calls.push('disconnect')
    this.#connected = null
    this.emit('disconnect')
  }

  /** The user picks another account in the wallet. */
  switchAccount(keypair: Keypair) {
    this.keypair = keypair
    if (this.#connected) this.#connect()
  }

  async signTransaction<T extends Transaction | VersionedTransaction>(transaction: T): Promise<T> {
    this.calls.push('signTransaction')
    if (this.policy === 'reject')
      throw new WalletSignTransactionError('User rejected the request.', declined())
    if (transaction instanceof Transaction) transaction.partialSign(this.keypair)
    else transaction.sign([this.keypair])
    return transaction
  }

  async signMessage(message: Uint8Array): Promise<Uint8Array> {
    this.calls.push('signMessage')
    if (this.policy === 'reject') throw new WalletSignMessageError('User rejected the request.', declined())
    return signEd25519(this.keypair, message)
  }

  #connect() {
    this.#connected = this.keypair.publicKey
    this.emit('connect', this.keypair.publicKey)
  }
}
