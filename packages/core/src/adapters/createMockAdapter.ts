import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.ts'
import type { ChainNamespace } from '../types/ChainNamespace.ts'
import type { Connector } from '../types/Connector.ts'
import type {
  AdapterBalance,
  AdapterConnection,
  ChainAdapter,
  ChainAdapterCapabilities,
  Eip155AdapterExtension,
} from './ChainAdapter.ts'
import { createAdapterEmitter } from './createAdapterEmitter.ts'
import { NoPendingPromptError } from './NoPendingPromptError.ts'

/** The requests the mock's wallet answers: its prompts (connect, switch, sign, send) and the disconnect. */
export type MockWalletMethod =
  | 'connect'
  | 'disconnect'
  | 'switchNetwork'
  | 'signMessage'
  | 'sendNative'
  | 'sendToken'

/** A request the mock's wallet received, as a policy function sees it. */
export interface MockWalletRequest {
  method: MockWalletMethod
  parameters: unknown
}

/**
 * How the mock's wallet answers its prompts (connect, sign, send, switch), like the dev wallets of the suite:
 * always the same, `'hang'` (open until `approvePending` / `rejectPending`), or a function that decides per request
 * (it also sees `disconnect`, and may wait, or throw the error the request should fail with).
 */
export type MockWalletPolicy =
  | 'approve'
  | 'reject'
  | 'hang'
  | ((request: MockWalletRequest) => 'approve' | 'reject' | Promise<'approve' | 'reject'>)

export interface MockAdapterParameters {
  /** @default 'eip155' */
  namespace?: ChainNamespace
  connectors?: readonly Connector[]
  /** What `connect` resolves with. @default the namespace's mock address, on the network asked for (else chain 1) */
  connection?: AdapterConnection
  /**
   * What `reconnect` restores: a connection, null (nothing to restore), an error to reject with, or a promise the
   * test settles when it wants. @default null
   */
  reconnect?: AdapterConnection | null | Error | Promise<AdapterConnection | null>
  /** The balance `getBalance` reads: a formatted amount in the network's native symbol, or a full balance. @default '0' */
  balance?: string | AdapterBalance
  /** The errors wallet requests reject with, per method (after the policy approved them). */
  errors?: Partial<Record<MockWalletMethod, Error>>
  /** @default 'approve' */
  policy?: MockWalletPolicy
  /**
   * What the adapter declares; `send` (default true) brings `sendNative`, `sendToken` and `estimateSendFee`, and
   * `writeContract` (default false) the eip155 extension, so the methods always match the flags.
   */
  capabilities?: Partial<ChainAdapterCapabilities>
  /** What `getWalletProvider` hands out while connected. */
  walletProvider?: unknown
}

/** A method call the mock recorded, in order. */
export interface MockAdapterCall {
  method: string
  parameters: unknown
}

/** The mock's address on eip155 (the devnet's first account) and on the other namespaces. */
export const MOCK_ADDRESSES: Readonly<Record<ChainNamespace, string>> = {
  eip155: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  solana: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
  polkadot: '5GrwvaEF5zHFRWgkm6sF8tXCQhM7PZgvFsKAWmQCpRwMFhV1',
  bip122: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
}

/** The gas-like units the mock's fee estimate multiplies the fee rate by. */
export const MOCK_FEE_UNITS = 21_000n

const HASH = `0x${'ab'.repeat(32)}`

/**
 * The one in-memory ChainAdapter of the repository's tests and stories (core's, `@org/appkit`'s, the modal's):
 * every call is recorded, outcomes are set up front, and its `wallet` answers prompts as told (approve, reject with
 * the core's UserRejectedRequestError, or hang until the test answers) and acts on its own (account, chain,
 * disconnect) through the adapter's events. It passes the chain-free part of the shared contract suite
 * (`describeChainAdapterContract` in `@org/appkit-testing`); real adapters run the whole suite on their chains.
 *
 * @example
 * const mock = createMockAdapter({ namespace: 'solana', policy: 'hang' })
 * const connecting = mock.adapter.connect({ id: 'mock', type: 'INJECTED' })
 * mock.wallet.approvePending()
 */
export function createMockAdapter(parameters: MockAdapterParameters = {}) {
  const namespace = parameters.namespace ?? 'eip155'
  const calls: MockAdapterCall[] = []
  const watchers = new Set<(connectors: readonly Connector[]) => void>()
  const pending: { method: string; settle: (approved: boolean) => void }[] = []
  const emitter = createAdapterEmitter()
  let connectors: readonly Connector[] = parameters.connectors ?? []
  let policy: MockWalletPolicy = parameters.policy ?? 'approve'
  let connection: AdapterConnection | undefined
  let connectorId: string | undefined

  const record = (method: string, args: unknown) => calls.push({ method, parameters: args })

  async function decide(request: MockWalletRequest): Promise<boolean> {
    if (typeof policy === 'function') return (await policy(request)) === 'approve'
    if (policy === 'hang') {
      return new Promise<boolean>((settle) => pending.push({ method: request.method, settle }))
    }
    return policy === 'approve'
  }

  /** A wallet prompt: answered by the policy, then by the configured error, then by `answer`. */
  async function prompt<T>(method: MockWalletMethod, args: unknown, answer: () => T): Promise<T> {
    if (!(await decide({ method, parameters: args }))) throw new UserRejectedRequestError()
    const error = parameters.errors?.[method]
    if (error) throw error
    return answer()
  }

  function settlePending(approved: boolean): string {
    const next = pending.shift()
    if (!next) throw new NoPendingPromptError()
    next.settle(approved)
    return next.method
  }

  const capabilities: ChainAdapterCapabilities = {
    send: true,
    swap: false,
    names: false,
    history: false,
    balance: true,
    signMessage: true,
    writeContract: false,
    embeddedWallet: false,
    ...parameters.capabilities,
  }

  const sends: Pick<ChainAdapter, 'sendNative' | 'sendToken' | 'estimateSendFee'> = {
    async sendNative(args) {
      record('sendNative', args)
      return prompt('sendNative', args, () => ({ hash: HASH }))
    },
    async sendToken(args) {
      record('sendToken', args)
      return prompt('sendToken', args, () => ({ hash: HASH }))
    },
    async estimateSendFee(args) {
      record('estimateSendFee', args)
      return { fee: MOCK_FEE_UNITS * (args.feeRate ?? 1n) }
    },
  }

  const eip155: Eip155AdapterExtension = {
    async sendTransaction(args) {
      record('sendTransaction', args)
      return prompt('sendNative', args, () => ({ hash: HASH }))
    },
    async estimateGas(args) {
      record('estimateGas', args)
      return { gas: MOCK_FEE_UNITS }
    },
    async writeContract(args) {
      record('writeContract', args)
      return prompt('sendToken', args, () => ({ hash: HASH }))
    },
  }

  const adapter: ChainAdapter = {
    namespace,
    capabilities,
    emitter,
    async syncConnectors() {
      record('syncConnectors', undefined)
      return connectors
    },
    watchConnectors(onChange) {
      watchers.add(onChange)
      return () => watchers.delete(onChange)
    },
    async connect(args) {
      record('connect', args)
      connection = await prompt(
        'connect',
        args,
        () =>
          parameters.connection ?? {
            address: MOCK_ADDRESSES[namespace],
            chainId: args.network?.id ?? 1,
          },
      )
      connectorId = args.id
      return connection
    },
    async disconnect(args) {
      record('disconnect', args)
      if (typeof policy === 'function' && !(await decide({ method: 'disconnect', parameters: args }))) {
        throw new UserRejectedRequestError()
      }
      const error = parameters.errors?.disconnect
      if (error) throw error
      connection = undefined
      connectorId = undefined
    },
    async reconnect(args) {
      record('reconnect', args)
      const restored = parameters.reconnect
      if (restored instanceof Error) throw restored
      const value = (await restored) ?? null
      if (value) {
        connection = value
        connectorId = args.connectorId
      }
      return value
    },
    async getAccounts(args) {
      record('getAccounts', args)
      if (!connection || args.connectorId !== connectorId) return []
      return connection.accounts ?? [{ namespace, address: connection.address, type: 'eoa' }]
    },
    async switchNetwork(args) {
      record('switchNetwork', args)
      await prompt('switchNetwork', args, () => undefined)
      if (connection) connection = { ...connection, chainId: args.network.id }
    },
    async getBalance(args) {
      record('getBalance', args)
      const { balance = '0' } = parameters
      return typeof balance === 'string' ? { balance, symbol: args.network.nativeCurrency.symbol } : balance
    },
    async signMessage(args) {
      record('signMessage', args)
      return prompt('signMessage', args, () => ({ signature: mockSignature(args.address, args.message) }))
    },
    ...(capabilities.send ? sends : {}),
    ...(capabilities.writeContract ? eip155 : {}),
    getWalletProvider: (args) =>
      connection && args.connectorId === connectorId ? parameters.walletProvider : undefined,
  }

  return {
    adapter,
    calls,
    /** Method names called so far, in order. */
    methods: () => calls.map((call) => call.method),
    /** Replaces the connector list and reports it to watchers, like an EIP-6963 announcement. */
    setConnectors(next: readonly Connector[]) {
      connectors = next
      for (const watcher of watchers) watcher(next)
    },
    /** The wallet behind the adapter, as a visitor uses it. */
    wallet: {
      /** The connection the wallet has approved and not ended (what a reload restores); undefined when none. */
      get connection(): AdapterConnection | undefined {
        return connection
      },
      /** The chain id the wallet is on while connected. */
      get chainId(): number | string | undefined {
        return connection?.chainId
      },
      /** Changes how the next prompts are answered; prompts already held open stay open. */
      setPolicy(next: MockWalletPolicy) {
        policy = next
      },
      /** The methods of the prompts held open by `'hang'`, oldest first. */
      get pending(): readonly string[] {
        return pending.map((prompt) => prompt.method)
      },
      /** Approves the oldest prompt held open; returns its method. Throws when none is open. */
      approvePending: () => settlePending(true),
      /** Rejects the oldest prompt held open (UserRejectedRequestError); returns its method. */
      rejectPending: () => settlePending(false),
      /** The visitor picks another account in the wallet: `accountChanged`. */
      switchAccount(address: string) {
        if (connection) connection = { ...connection, address, accounts: undefined }
        emitter.emit('accountChanged', { address, ...(connection ? { chainId: connection.chainId } : {}) })
      },
      /** The visitor switches network in the wallet: `chainChanged`. */
      switchChain(chainId: number | string) {
        if (connection) connection = { ...connection, chainId }
        emitter.emit('chainChanged', { chainId })
      },
      /** The visitor disconnects the dApp in the wallet: `disconnect`. */
      disconnect() {
        const id = connectorId
        connection = undefined
        connectorId = undefined
        emitter.emit('disconnect', id === undefined ? {} : { connectorId: id })
      },
      /** Whether `signature` is what the mock wallet signs for `message` by `address`. */
      verifySignature: ({ address, message, signature }: MockSignedMessage) =>
        signature === mockSignature(address, message),
    },
  }
}

/** A message the mock wallet signed. */
export interface MockSignedMessage {
  address: string
  message: string
  signature: string
}

/** The mock wallet's signature: not cryptographic, but bound to the signer and the message. */
function mockSignature(address: string, message: string): string {
  const bytes = new TextEncoder().encode(`${address}\n${message}`)
  return `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

export type MockAdapter = ReturnType<typeof createMockAdapter>
