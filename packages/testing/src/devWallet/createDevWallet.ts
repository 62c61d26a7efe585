import {
  type Address,
  createWalletClient,
  custom,
  type Hex,
  hexToNumber,
  isAddressEqual,
  isHex,
  type LocalAccount,
  numberToHex,
  type TypedDataDefinition,
} from 'viem'
import { createEventEmitter } from './createEventEmitter.ts'
import { type DevWalletChain, toViemChain } from './DevWalletChain.ts'
import { devWalletErrorCodes, ProviderRpcError } from './ProviderRpcError.ts'
import { parseAddEthereumChainParameter } from './parseAddEthereumChainParameter.ts'
import { parseTransactionRequest } from './parseTransactionRequest.ts'
import { requestJsonRpc } from './requestJsonRpc.ts'
import { type DevWalletAccountSource, toDevWalletAccount } from './toDevWalletAccount.ts'
import { toProviderRpcError } from './toProviderRpcError.ts'

/** A request as the wallet received it; what a policy decides on and what `requests` records. */
export interface DevWalletRequest {
  method: string
  params: unknown
}

export type DevWalletDecision = 'approve' | 'reject'

/**
 * How the "user" answers prompts: eth_requestAccounts (while not authorized), wallet_requestPermissions,
 * personal_sign, eth_signTypedData_v4, eth_sendTransaction, and switching to or adding another chain.
 * Always the same answer, one per request (a function may wait, e.g. for a test step), or `'hang'`: the prompt
 * stays open, as in a wallet nobody looks at, until the test answers it with `approvePending`/`rejectPending`.
 */
export type DevWalletPolicy =
  | DevWalletDecision
  | 'hang'
  | ((request: DevWalletRequest) => DevWalletDecision | Promise<DevWalletDecision>)

/**
 * What a prompt does while another prompt of its kind is open (connect prompts, eth_requestAccounts and
 * wallet_requestPermissions, are one kind): `'wait'` opens it too; `'reject'` answers at once with -32002
 * "Request of type '…' already pending", as MetaMask does.
 */
export type DevWalletConcurrentPrompts = 'wait' | 'reject'

export type CreateDevWalletParameters = DevWalletAccountSource & {
  chains: readonly DevWalletChain[]
  /** The chain selected at start; the first of `chains` when absent. */
  defaultChainId?: number
  /** Default `'approve'`. */
  policy?: DevWalletPolicy
  /** Start with the dApp already authorized (as after approving it before a reload). Default false. */
  authorized?: boolean
  /** Default `'wait'`. */
  concurrentPrompts?: DevWalletConcurrentPrompts
}

export interface DevWalletEventMap {
  accountsChanged: (accounts: Address[]) => void
  chainChanged: (chainId: Hex) => void
  connect: (info: { chainId: Hex }) => void
  disconnect: (error: ProviderRpcError) => void
  message: (message: { type: string; data: unknown }) => void
}

export interface DevWallet {
  /** EIP-1193 entry point. */
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on<Name extends keyof DevWalletEventMap>(event: Name, listener: DevWalletEventMap[Name]): DevWallet
  removeListener<Name extends keyof DevWalletEventMap>(
    event: Name,
    listener: DevWalletEventMap[Name],
  ): DevWallet
  readonly isDevWallet: true
  /** The signing account's address (exposed to the dApp only once it is authorized). */
  readonly address: Address
  readonly chainId: number
  readonly chains: readonly DevWalletChain[]
  readonly isAuthorized: boolean
  /** Every request received, oldest first. */
  readonly requests: readonly DevWalletRequest[]
  /** The prompts the `'hang'` policy holds open, oldest first. */
  readonly pendingRequests: readonly DevWalletRequest[]
  /** Changes how the next prompts are answered; prompts already held by `'hang'` stay open. */
  setPolicy(policy: DevWalletPolicy): void
  setConcurrentPrompts(mode: DevWalletConcurrentPrompts): void
  /** The user approves the oldest prompt held open (`'hang'`); returns it. Throws when none is open. */
  approvePending(): DevWalletRequest
  /** The user rejects (4001) the oldest prompt held open (`'hang'`); returns it. Throws when none is open. */
  rejectPending(): DevWalletRequest
  /** Emits `accountsChanged` as is (default: what `eth_accounts` answers now), without changing state. */
  emitAccountsChanged(accounts?: Address[]): void
  /** The user picks another account in the wallet: it signs from now on; an authorized dApp is told. */
  switchAccountFromWallet(source: DevWalletAccountSource): void
  /** The user switches network in the wallet (no prompt). Throws 4902 for a chain the wallet does not know. */
  switchChainFromWallet(chainId: number): void
  /** The user disconnects the dApp in the wallet: authorization revoked, `accountsChanged []` and `disconnect`. */
  disconnectFromWallet(): void
}

/** Signing methods the node would answer with its own unlocked keys: never forwarded. */
const unsupportedMethods = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
])

const forwardedPrefixes = ['eth_', 'net_', 'web3_']

const error = (code: number, message: string) => new ProviderRpcError(code, message)

// Connecting is one permission request whichever method asks for it (MetaMask reports both as this type).
const promptKind = (method: string) =>
  method === 'eth_requestAccounts' ? 'wallet_requestPermissions' : method

/**
 * A dev wallet: a real private key signing locally with viem behind an EIP-1193 provider that talks JSON-RPC
 * to the chain, plus controls for tests to play the user. Runs in browsers and Node.
 * @example
 * const wallet = createDevWallet({ addressIndex: 0, chains: [{ id: 31337, rpcUrl: devnet.rpcUrl }] })
 * const [address] = await wallet.request({ method: 'eth_requestAccounts' })
 */
export function createDevWallet(parameters: CreateDevWalletParameters): DevWallet {
  const {
    chains: initialChains,
    defaultChainId,
    policy: initialPolicy,
    authorized: initiallyAuthorized,
  } = parameters
  const chains = new Map(initialChains.map((chain) => [chain.id, { ...chain }]))
  const firstChain = initialChains[0]
  if (!firstChain) throw new Error('createDevWallet needs at least one chain')
  let chainId = defaultChainId ?? firstChain.id
  if (!chains.has(chainId)) throw new Error(`defaultChainId ${chainId} is not one of the wallet's chains`)
  let account: LocalAccount = toDevWalletAccount(parameters)
  let authorized = initiallyAuthorized ?? false
  let connected = true
  let policy: DevWalletPolicy = initialPolicy ?? 'approve'
  let concurrentPrompts: DevWalletConcurrentPrompts = parameters.concurrentPrompts ?? 'wait'
  const requests: DevWalletRequest[] = []
  // Prompts the user has not answered yet (any policy), and those 'hang' holds until the test answers them.
  const openPrompts: DevWalletRequest[] = []
  const held: { request: DevWalletRequest; answer(decision: DevWalletDecision): void }[] = []
  const emitter = createEventEmitter<DevWalletEventMap>()

  const currentChain = () => chains.get(chainId)!
  const exposedAccounts = (): Address[] => (authorized ? [account.address] : [])

  const decide = async (request: DevWalletRequest) => {
    const kind = promptKind(request.method)
    if (concurrentPrompts === 'reject' && openPrompts.some((open) => promptKind(open.method) === kind)) {
      throw error(
        devWalletErrorCodes.requestPending,
        `Request of type '${kind}' already pending. Please wait.`,
      )
    }
    openPrompts.push(request)
    let decision: DevWalletDecision
    try {
      decision =
        policy === 'hang'
          ? await new Promise<DevWalletDecision>((answer) => held.push({ request, answer }))
          : typeof policy === 'function'
            ? await policy(request)
            : policy
    } finally {
      openPrompts.splice(openPrompts.indexOf(request), 1)
    }
    if (decision !== 'approve')
      throw error(devWalletErrorCodes.userRejectedRequest, 'User rejected the request.')
  }

  const answerPending = (decision: DevWalletDecision): DevWalletRequest => {
    const oldest = held.shift()
    if (!oldest) throw new Error('The dev wallet has no prompt open')
    oldest.answer(decision)
    return oldest.request
  }

  const requireSigner = (address: unknown) => {
    if (!authorized)
      throw error(devWalletErrorCodes.unauthorized, 'The dApp is not authorized: call eth_requestAccounts')
    if (typeof address !== 'string' || !isHex(address) || !isAddressEqual(address, account.address)) {
      throw error(devWalletErrorCodes.unauthorized, `The wallet cannot sign for ${String(address)}`)
    }
  }

  const requireConnected = () => {
    if (!connected) throw error(devWalletErrorCodes.disconnected, 'The wallet is disconnected')
  }

  const authorize = () => {
    if (!connected) {
      connected = true
      emitter.emit('connect', { chainId: numberToHex(chainId) })
    }
    if (!authorized) {
      authorized = true
      emitter.emit('accountsChanged', exposedAccounts())
    }
  }

  const selectChain = (id: number) => {
    if (id === chainId) return
    chainId = id
    emitter.emit('chainChanged', numberToHex(id))
  }

  const unknownChain = (id: number) =>
    error(
      devWalletErrorCodes.unrecognizedChain,
      `Unrecognized chain ID "${numberToHex(id)}". Try adding the chain using wallet_addEthereumChain first.`,
    )

  const permissions = () =>
    authorized
      ? [
          {
            parentCapability: 'eth_accounts',
            invoker: 'dev-wallet',
            caveats: [{ type: 'restrictReturnedAccounts', value: exposedAccounts() }],
          },
        ]
      : []

  const forward = (method: string, params: unknown) => {
    requireConnected()
    return requestJsonRpc({ url: currentChain().rpcUrl, method, params })
  }

  const sendTransaction = async (raw: unknown) => {
    const { from, chainId: requestedChainId, ...transaction } = parseTransactionRequest(raw)
    requireSigner(from ?? account.address)
    requireConnected()
    if (requestedChainId !== undefined && requestedChainId !== chainId) {
      throw error(
        devWalletErrorCodes.invalidParams,
        `Transaction chainId ${requestedChainId} is not the current chain ${chainId}`,
      )
    }
    const chain = currentChain()
    const client = createWalletClient({
      account,
      chain: toViemChain(chain),
      transport: custom(
        { request: ({ method, params }) => requestJsonRpc({ url: chain.rpcUrl, method, params }) },
        { retryCount: 0 },
      ),
    })
    // viem fills nonce, gas and fees from the chain, signs with the local key and sends eth_sendRawTransaction.
    return client.sendTransaction(transaction as Parameters<typeof client.sendTransaction>[0])
  }

  const handlers: Record<
    string,
    (params: unknown[], request: DevWalletRequest) => Promise<unknown> | unknown
  > = {
    eth_accounts: () => exposedAccounts(),
    eth_coinbase: () => exposedAccounts()[0] ?? null,
    eth_chainId: () => numberToHex(chainId),
    net_version: () => String(chainId),
    eth_requestAccounts: async (_params, request) => {
      if (!authorized || !connected) {
        await decide(request)
        authorize()
      }
      return exposedAccounts()
    },
    wallet_requestPermissions: async (params, request) => {
      const wanted = params[0] as Record<string, unknown> | undefined
      if (!wanted || !('eth_accounts' in wanted)) {
        throw error(devWalletErrorCodes.invalidParams, 'Only the eth_accounts permission is supported')
      }
      await decide(request)
      authorize()
      return permissions()
    },
    wallet_getPermissions: () => permissions(),
    wallet_revokePermissions: () => {
      if (authorized) {
        authorized = false
        emitter.emit('accountsChanged', [])
      }
      return null
    },
    personal_sign: async ([data, address], request) => {
      requireSigner(address)
      if (typeof data !== 'string')
        throw error(devWalletErrorCodes.invalidParams, 'personal_sign expects a message')
      await decide(request)
      return account.signMessage({ message: isHex(data) ? { raw: data } : data })
    },
    eth_signTypedData_v4: async ([address, typedData], request) => {
      requireSigner(address)
      let definition: TypedDataDefinition
      try {
        definition = (
          typeof typedData === 'string' ? JSON.parse(typedData) : typedData
        ) as TypedDataDefinition
      } catch {
        throw error(devWalletErrorCodes.invalidParams, 'eth_signTypedData_v4 expects typed data JSON')
      }
      await decide(request)
      return account.signTypedData(definition)
    },
    eth_sendTransaction: async ([transaction], request) => {
      parseTransactionRequest(transaction)
      requireSigner((transaction as { from?: unknown }).from ?? account.address)
      await decide(request)
      return sendTransaction(transaction)
    },
    wallet_switchEthereumChain: async ([parameter], request) => {
      const id = (parameter as { chainId?: unknown } | undefined)?.chainId
      if (typeof id !== 'string' || !isHex(id))
        throw error(devWalletErrorCodes.invalidParams, '"chainId" must be hex')
      const target = hexToNumber(id)
      if (!chains.has(target)) throw unknownChain(target)
      if (target === chainId) return null
      await decide(request)
      selectChain(target)
      return null
    },
    wallet_addEthereumChain: async ([parameter], request) => {
      const chain = parseAddEthereumChainParameter(parameter)
      if (chain.id === chainId) return null
      await decide(request)
      if (!chains.has(chain.id)) chains.set(chain.id, chain)
      // Like common wallets, adding also switches: dApps (wagmi among them) check the chain right after.
      selectChain(chain.id)
      return null
    },
  }

  const wallet: DevWallet = {
    isDevWallet: true,
    get address() {
      return account.address
    },
    get chainId() {
      return chainId
    },
    get chains() {
      return [...chains.values()]
    },
    get isAuthorized() {
      return authorized
    },
    requests,
    get pendingRequests() {
      return held.map((entry) => entry.request)
    },
    async request(args) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
        throw error(devWalletErrorCodes.invalidParams, 'request expects { method, params }')
      }
      const { method } = args
      const entry: DevWalletRequest = { method, params: args.params }
      requests.push(entry)
      const params = Array.isArray(args.params) ? (args.params as unknown[]) : [args.params]
      try {
        const handler = handlers[method]
        if (handler) return await handler(params, entry)
        if (
          !unsupportedMethods.has(method) &&
          forwardedPrefixes.some((prefix) => method.startsWith(prefix))
        ) {
          return await forward(method, args.params)
        }
        throw error(devWalletErrorCodes.unsupportedMethod, `The dev wallet does not support ${method}`)
      } catch (thrown) {
        throw toProviderRpcError(thrown)
      }
    },
    on(event, listener) {
      emitter.on(event, listener)
      return wallet
    },
    removeListener(event, listener) {
      emitter.removeListener(event, listener)
      return wallet
    },
    setPolicy(next) {
      policy = next
    },
    setConcurrentPrompts(mode) {
      concurrentPrompts = mode
    },
    approvePending: () => answerPending('approve'),
    rejectPending: () => answerPending('reject'),
    emitAccountsChanged(accounts) {
      emitter.emit('accountsChanged', accounts ?? exposedAccounts())
    },
    switchAccountFromWallet(source) {
      const next = toDevWalletAccount(source)
      if (isAddressEqual(next.address, account.address)) return
      account = next
      if (authorized) emitter.emit('accountsChanged', exposedAccounts())
    },
    switchChainFromWallet(id) {
      if (!chains.has(id)) throw unknownChain(id)
      selectChain(id)
    },
    disconnectFromWallet() {
      const wasAuthorized = authorized
      authorized = false
      connected = false
      if (wasAuthorized) emitter.emit('accountsChanged', [])
      emitter.emit('disconnect', error(devWalletErrorCodes.disconnected, 'The user disconnected the wallet'))
    },
  }
  return wallet
}
