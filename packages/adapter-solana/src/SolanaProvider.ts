import type { CaipNetwork, ConnectorType } from '@org/appkit-core'
import {
  type Connection,
  PublicKey,
  type SendOptions,
  Transaction,
  type TransactionSignature,
  VersionedTransaction,
} from '@solana/web3.js'
import { WalletFeatureMissingError } from './connectors/createStandardConnector.ts'
import type { SolanaConnector } from './connectors/SolanaConnector.ts'
import { toCoreError } from './errors/toCoreError.ts'
import { serializeTransaction } from './transactions/deserializeTransaction.ts'

/** A web3.js transaction, legacy or versioned. */
export type AnyTransaction = Transaction | VersionedTransaction

/**
 * The connected Solana wallet as `useAppKitProvider('solana').walletProvider` hands it to the dApp, whatever it is
 * underneath (a Wallet Standard wallet, a wallet adapter, the WalletConnect session), in the shape of Reown's Solana
 * `Provider`. Its methods reject with the core's errors (UserRejectedRequestError when declined).
 *
 * @example
 * const { walletProvider } = useAppKitProvider<SolanaProvider>('solana')
 * const signature = await walletProvider.signMessage(new TextEncoder().encode('Hello'))
 */
export interface SolanaProvider {
  /** The connector's id, name and type, as the modal lists it. */
  readonly id: string
  readonly name: string
  readonly type: ConnectorType
  readonly chain: 'solana'
  /** The connected account's public key. */
  readonly publicKey: PublicKey | undefined
  /** What is underneath: the Wallet Standard wallet, the wallet adapter, or the WalletConnect provider. */
  readonly provider: unknown
  /** An ed25519 signature of the bytes by the connected account. */
  signMessage(message: Uint8Array): Promise<Uint8Array>
  /** The transaction with the wallet's signature added, of the same kind (legacy or versioned). */
  signTransaction<T extends AnyTransaction>(transaction: T): Promise<T>
  signAllTransactions<T extends AnyTransaction[]>(transactions: T): Promise<T>
  /** The wallet signs and broadcasts (on the active network); resolves with the signature (base58). */
  signAndSendTransaction(transaction: AnyTransaction, options?: SendOptions): Promise<TransactionSignature>
  /** The wallet signs; the dApp's `connection` broadcasts. Resolves with the signature (base58). */
  sendTransaction(
    transaction: AnyTransaction,
    connection: Connection,
    options?: SendOptions,
  ): Promise<TransactionSignature>
}

export interface CreateSolanaProviderParameters {
  connector: SolanaConnector
  /** The connected account now (the wallet may switch it). */
  getAddress(): string | undefined
  /** The active network and its connection; undefined before any network is known. */
  getNetwork(): { network: CaipNetwork; connection: Connection } | undefined
}

/** The signed bytes back in the kind the dApp gave. */
function restore<T extends AnyTransaction>(original: T, bytes: Uint8Array): T {
  return (
    original instanceof Transaction ? Transaction.from(bytes) : VersionedTransaction.deserialize(bytes)
  ) as T
}

/**
 * The `SolanaProvider` of a connected connector.
 *
 * @example createSolanaProvider({ connector, getAddress: () => address, getNetwork: () => active })
 */
export function createSolanaProvider(parameters: CreateSolanaProviderParameters): SolanaProvider {
  const { connector, getAddress, getNetwork } = parameters

  function requireAddress(): string {
    const address = getAddress()
    if (!address) throw toCoreError(new Error('The wallet is not connected'), { kind: 'request' })
    return address
  }

  function requireNetwork(connection?: Connection) {
    const active = getNetwork()
    if (!active) throw toCoreError(new Error('No Solana network is active'), { kind: 'request' })
    return connection ? { ...active, connection } : active
  }

  /** A legacy transaction the dApp left without fee payer or blockhash gets them, as wallet adapters do. */
  async function prepare(transaction: AnyTransaction, connection: Connection, address: string) {
    if (!(transaction instanceof Transaction)) return
    transaction.feePayer ??= new PublicKey(address)
    if (!transaction.recentBlockhash) {
      const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
      transaction.recentBlockhash = blockhash
      transaction.lastValidBlockHeight = lastValidBlockHeight
    }
  }

  async function signTransaction<T extends AnyTransaction>(transaction: T): Promise<T> {
    const address = requireAddress()
    const active = requireNetwork()
    await prepare(transaction, active.connection, address)
    try {
      const signed = await connector.signTransaction(serializeTransaction(transaction), {
        address,
        ...active,
      })
      return restore(transaction, signed)
    } catch (error) {
      throw toCoreError(error, { kind: 'request' })
    }
  }

  return {
    id: connector.id,
    name: connector.name,
    type: connector.type,
    chain: 'solana',
    get publicKey() {
      const address = getAddress()
      return address ? new PublicKey(address) : undefined
    },
    get provider() {
      return connector.underlying
    },

    async signMessage(message) {
      const address = requireAddress()
      try {
        return await connector.signMessage(message, { address })
      } catch (error) {
        throw toCoreError(error, { kind: 'request' })
      }
    },

    signTransaction,

    async signAllTransactions<T extends AnyTransaction[]>(transactions: T): Promise<T> {
      const signed: AnyTransaction[] = []
      for (const transaction of transactions) signed.push(await signTransaction(transaction))
      return signed as T
    },

    async signAndSendTransaction(transaction, options) {
      const address = requireAddress()
      const active = requireNetwork()
      await prepare(transaction, active.connection, address)
      const bytes = serializeTransaction(transaction)
      try {
        if (connector.signAndSendTransaction) {
          return await connector.signAndSendTransaction(bytes, { address, ...active, options })
        }
        const signed = await connector.signTransaction(bytes, { address, ...active })
        return await active.connection.sendRawTransaction(signed, options)
      } catch (error) {
        throw toCoreError(error, { kind: 'send' })
      }
    },

    async sendTransaction(transaction, connection, options) {
      const address = requireAddress()
      const active = requireNetwork(connection)
      await prepare(transaction, connection, address)
      const bytes = serializeTransaction(transaction)
      try {
        try {
          const signed = await connector.signTransaction(bytes, { address, ...active })
          return await connection.sendRawTransaction(signed, options)
        } catch (error) {
          // A wallet that only signs while sending (a wallet adapter without signTransaction) sends it itself.
          if (!(error instanceof WalletFeatureMissingError) || !connector.signAndSendTransaction) throw error
          return await connector.signAndSendTransaction(bytes, { address, ...active, options })
        }
      } catch (error) {
        throw toCoreError(error, { kind: 'send' })
      }
    },
  }
}
