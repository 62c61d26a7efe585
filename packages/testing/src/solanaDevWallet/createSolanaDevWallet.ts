import {
  type Address,
  createKeyPairFromBytes,
  createSolanaRpc,
  getAddressEncoder,
  getAddressFromPublicKey,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  signBytes,
  type Transaction,
} from '@solana/kit'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionInput,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  type SolanaSignMessageInput,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
  type SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  type StandardConnectInput,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
  type StandardEventsListeners,
} from '@wallet-standard/features'
import { devWalletErrorCodes, ProviderRpcError } from '../devWallet/ProviderRpcError.ts'
import { solanaDevWalletLocalChain } from './solanaDevWalletLocalChain.ts'

/** A request as the wallet received it: a Wallet Standard feature name and its input. */
export interface SolanaDevWalletRequest {
  method: string
  params: unknown
}

export type SolanaDevWalletDecision = 'approve' | 'reject'

/**
 * How the "user" answers prompts: connect (while not authorized), signMessage, signTransaction and
 * signAndSendTransaction. The same answer every time, one per request (a function may wait), or `'hang'`: the
 * prompt stays open until the test answers it with `approvePending`/`rejectPending`.
 */
export type SolanaDevWalletPolicy =
  | SolanaDevWalletDecision
  | 'hang'
  | ((request: SolanaDevWalletRequest) => SolanaDevWalletDecision | Promise<SolanaDevWalletDecision>)

/** A 64-byte ed25519 keypair (secret seed then public key), as bytes or base58 (what Phantom imports). */
export type SolanaDevWalletSecretKey = string | Uint8Array

export interface CreateSolanaDevWalletParameters {
  /** The signing keypair, e.g. `solanaDevnetAccounts[0].secretKey` from `@org/appkit-devnet`. */
  secretKey: SolanaDevWalletSecretKey
  /** The local devnet's JSON-RPC URL: where `signAndSendTransaction` sends on the local chain. */
  rpcUrl: string
  /** RPC URLs for the public clusters: the wallet lists `solana:devnet`/`solana:mainnet` only when given one. */
  clusterRpcUrls?: { devnet?: string; mainnet?: string }
  /** Default "Dev Wallet (local devnet)". */
  name?: string
  /** Default `'approve'`. */
  policy?: SolanaDevWalletPolicy
  /** Start with the dApp already authorized (a site the wallet remembers): `silent` connects succeed. */
  authorized?: boolean
}

export type SolanaDevWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

export interface SolanaDevWallet extends Wallet {
  readonly features: SolanaDevWalletFeatures
  readonly isDevWallet: true
  /** The signing account's address (exposed in `accounts` only while connected). */
  readonly address: Address
  readonly isAuthorized: boolean
  /** Every request received, oldest first. */
  readonly requests: readonly SolanaDevWalletRequest[]
  /** The prompts the `'hang'` policy holds open, oldest first. */
  readonly pendingRequests: readonly SolanaDevWalletRequest[]
  /** Changes how the next prompts are answered; prompts already held by `'hang'` stay open. */
  setPolicy(policy: SolanaDevWalletPolicy): void
  /** The user approves the oldest prompt held open (`'hang'`); returns it. Throws when none is open. */
  approvePending(): SolanaDevWalletRequest
  /** The user rejects (4001) the oldest prompt held open (`'hang'`); returns it. Throws when none is open. */
  rejectPending(): SolanaDevWalletRequest
  /** The user picks another account in the wallet: it signs from now on; a connected dApp gets `change`. */
  switchAccountFromWallet(secretKey: SolanaDevWalletSecretKey): Promise<void>
  /** The user disconnects the dApp in the wallet: authorization revoked, `change` with no accounts. */
  disconnectFromWallet(): void
}

const icon = ('data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#14f195"/>' +
      '<path d="M9 11h14l-3 3H6zm3 5h14l-3 3H9zm-3 5h14l-3 3H6z" fill="#111"/></svg>',
  )) as `data:image/svg+xml;base64,${string}`

const accountFeatures = [SolanaSignMessage, SolanaSignTransaction, SolanaSignAndSendTransaction] as const

// Wallet Standard defines no error codes. @solana/wallet-adapter-base wraps whatever a wallet throws as
// WalletConnectionError/WalletSignTransactionError(error.message, error), keeping the thrown error as `.error`;
// so a rejection is an Error saying so in its message with `code: 4001` (EIP-1193 userRejectedRequest, what
// Phantom and the EVM dev wallet use), which survives that wrapping as `error.error.code`.
const rejected = () =>
  new ProviderRpcError(devWalletErrorCodes.userRejectedRequest, 'User rejected the request.')

const toKeyBytes = (secretKey: SolanaDevWalletSecretKey) =>
  typeof secretKey === 'string' ? getBase58Encoder().encode(secretKey) : secretKey

async function loadKeyPair(secretKey: SolanaDevWalletSecretKey) {
  const keyPair = await createKeyPairFromBytes(toKeyBytes(secretKey))
  const address = await getAddressFromPublicKey(keyPair.publicKey)
  return { keyPair, address, publicKey: new Uint8Array(getAddressEncoder().encode(address)) }
}

/**
 * A Wallet Standard Solana dev wallet: a real ed25519 key signing locally with @solana/kit, sending through the
 * local devnet's RPC, plus controls for tests to play the user. Runs in browsers and Node.
 * @example
 * const wallet = await createSolanaDevWallet({ secretKey: solanaDevnetAccounts[0].secretKey, rpcUrl: solana.rpcUrl })
 * const { accounts } = await wallet.features['standard:connect'].connect()
 */
export async function createSolanaDevWallet(
  parameters: CreateSolanaDevWalletParameters,
): Promise<SolanaDevWallet> {
  const { rpcUrl, clusterRpcUrls = {}, name = 'Dev Wallet (local devnet)' } = parameters
  const rpcUrls = new Map<IdentifierString, string>([[solanaDevWalletLocalChain, rpcUrl]])
  if (clusterRpcUrls.devnet) rpcUrls.set('solana:devnet', clusterRpcUrls.devnet)
  if (clusterRpcUrls.mainnet) rpcUrls.set('solana:mainnet', clusterRpcUrls.mainnet)
  const chains = [...rpcUrls.keys()]

  let key = await loadKeyPair(parameters.secretKey)
  let authorized = parameters.authorized ?? false
  let connected = false
  let policy: SolanaDevWalletPolicy = parameters.policy ?? 'approve'
  const requests: SolanaDevWalletRequest[] = []
  const held: { request: SolanaDevWalletRequest; answer(decision: SolanaDevWalletDecision): void }[] = []
  const listeners = new Set<StandardEventsListeners['change']>()

  const account = (): WalletAccount =>
    Object.freeze({
      address: key.address,
      publicKey: key.publicKey.slice(),
      chains,
      features: accountFeatures,
      label: name,
    })
  const accounts = (): readonly WalletAccount[] => (connected ? [account()] : [])
  const emitChange = () => {
    const properties = { accounts: accounts() }
    for (const listener of [...listeners]) listener(properties)
  }

  const record = (method: string, params: unknown) => {
    const request = { method, params }
    requests.push(request)
    return request
  }

  const decide = async (request: SolanaDevWalletRequest) => {
    const decision =
      policy === 'hang'
        ? await new Promise<SolanaDevWalletDecision>((answer) => held.push({ request, answer }))
        : typeof policy === 'function'
          ? await policy(request)
          : policy
    if (decision !== 'approve') throw rejected()
  }

  const answerPending = (decision: SolanaDevWalletDecision) => {
    const oldest = held.shift()
    if (!oldest) throw new Error('The Solana dev wallet has no prompt open')
    oldest.answer(decision)
    return oldest.request
  }

  const requireSigner = (input: { account: WalletAccount }) => {
    if (!connected) throw new Error('The dApp is not connected: call standard:connect first')
    if (input.account.address !== key.address)
      throw new Error(`The wallet cannot sign for ${input.account.address}`)
  }

  const signWireTransaction = async (bytes: Uint8Array): Promise<Transaction> => {
    const transaction = getTransactionDecoder().decode(bytes)
    if (!(key.address in transaction.signatures))
      throw new Error(`The transaction does not list ${key.address} as a signer`)
    const signature = await signBytes(key.keyPair.privateKey, transaction.messageBytes)
    return Object.freeze({
      ...transaction,
      signatures: Object.freeze({ ...transaction.signatures, [key.address]: signature }),
    })
  }

  const connect = async ({ silent }: StandardConnectInput = {}) => {
    const request = record(StandardConnect, { silent })
    if (!authorized) {
      // A silent connect never prompts: an unknown site just gets no accounts, as extensions answer.
      if (silent) return { accounts: [] }
      await decide(request)
      authorized = true
    }
    if (!connected) {
      connected = true
      emitChange()
    }
    return { accounts: accounts() }
  }

  const disconnect = async () => {
    record(StandardDisconnect, undefined)
    if (!connected) return
    connected = false
    emitChange()
  }

  const signMessage = async (...inputs: readonly SolanaSignMessageInput[]) => {
    const request = record(SolanaSignMessage, inputs)
    for (const input of inputs) requireSigner(input)
    await decide(request)
    return Promise.all(
      inputs.map(async ({ message }) => ({
        signedMessage: message,
        signature: new Uint8Array(await signBytes(key.keyPair.privateKey, message)),
        signatureType: 'ed25519' as const,
      })),
    )
  }

  const signTransaction = async (...inputs: readonly SolanaSignTransactionInput[]) => {
    const request = record(SolanaSignTransaction, inputs)
    for (const input of inputs) requireSigner(input)
    await decide(request)
    return Promise.all(
      inputs.map(async ({ transaction }) => ({
        signedTransaction: new Uint8Array(
          getTransactionEncoder().encode(await signWireTransaction(transaction)),
        ),
      })),
    )
  }

  const signAndSendTransaction = async (...inputs: readonly SolanaSignAndSendTransactionInput[]) => {
    const request = record(SolanaSignAndSendTransaction, inputs)
    for (const input of inputs) {
      requireSigner(input)
      if (!rpcUrls.has(input.chain)) throw new Error(`The wallet does not know the chain ${input.chain}`)
    }
    await decide(request)
    const results: { signature: Uint8Array }[] = []
    for (const { transaction, chain, options = {} } of inputs) {
      const signed = await signWireTransaction(transaction)
      const rpc = createSolanaRpc(rpcUrls.get(chain)!)
      const signature = await rpc
        .sendTransaction(getBase64EncodedWireTransaction(signed), {
          encoding: 'base64',
          ...(options.preflightCommitment ? { preflightCommitment: options.preflightCommitment } : {}),
          ...(options.skipPreflight !== undefined ? { skipPreflight: options.skipPreflight } : {}),
          ...(options.maxRetries !== undefined ? { maxRetries: BigInt(options.maxRetries) } : {}),
        })
        .send()
      results.push({ signature: new Uint8Array(getBase58Encoder().encode(signature)) })
    }
    return results
  }

  const features: SolanaDevWalletFeatures = {
    [StandardConnect]: { version: '1.0.0', connect },
    [StandardDisconnect]: { version: '1.0.0', disconnect },
    [StandardEvents]: {
      version: '1.0.0',
      on: (_event, listener) => {
        listeners.add(listener)
        return () => {
          listeners.delete(listener)
        }
      },
    },
    [SolanaSignMessage]: { version: '1.1.0', signMessage },
    [SolanaSignTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction,
    },
    [SolanaSignAndSendTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction,
    },
  }

  return {
    version: '1.0.0',
    name,
    icon,
    chains,
    features,
    get accounts() {
      return accounts()
    },
    isDevWallet: true,
    get address() {
      return key.address
    },
    get isAuthorized() {
      return authorized
    },
    requests,
    get pendingRequests() {
      return held.map((entry) => entry.request)
    },
    setPolicy(next) {
      policy = next
    },
    approvePending: () => answerPending('approve'),
    rejectPending: () => answerPending('reject'),
    async switchAccountFromWallet(secretKey) {
      const next = await loadKeyPair(secretKey)
      if (next.address === key.address) return
      key = next
      if (connected) emitChange()
    },
    disconnectFromWallet() {
      authorized = false
      if (!connected) return
      connected = false
      emitChange()
    },
  }
}
