import {
  type AdapterBalance,
  type AdapterConnection,
  type ChainAdapter,
  type ChainNamespace,
  type Connector,
  createAdapterEmitter,
} from '@org/appkit-core'

export interface FakeAdapterOptions {
  connectors?: readonly Connector[]
  /** What `connect` resolves with. */
  connection?: AdapterConnection
  /** What `reconnect` resolves with (null: nothing to restore); a promise lets a test decide when. */
  reconnect?: AdapterConnection | null | Promise<AdapterConnection | null>
  balance?: AdapterBalance
  /** The error `switchNetwork` rejects with. */
  switchError?: Error
  /** The error `disconnect` rejects with. */
  disconnectError?: Error
  /** What `getWalletProvider` hands out for a live connection. */
  walletProvider?: unknown
}

export const FAKE_ADDRESS = '0x1234567890abcdef1234567890abcdef12345678'

/**
 * A ChainAdapter fake for @org/appkit's tests: the adapter is the edge of this package (dApps pass real ones in),
 * so its wallet is faked here and every call is recorded. Real adapters run the shared contract suite.
 */
export function createFakeAdapter(namespace: ChainNamespace, options: FakeAdapterOptions = {}) {
  const calls: { method: string; parameters: unknown }[] = []
  const record = (method: string, parameters: unknown) => calls.push({ method, parameters })
  const adapter: ChainAdapter = {
    namespace,
    capabilities: {
      send: true,
      swap: false,
      names: false,
      history: false,
      balance: true,
      signMessage: true,
      writeContract: false,
      embeddedWallet: false,
    },
    emitter: createAdapterEmitter(),
    async syncConnectors() {
      record('syncConnectors', undefined)
      return options.connectors ?? []
    },
    watchConnectors: () => () => undefined,
    async connect(parameters) {
      record('connect', parameters)
      return options.connection ?? { address: FAKE_ADDRESS, chainId: 1 }
    },
    async disconnect(parameters) {
      record('disconnect', parameters)
      if (options.disconnectError) throw options.disconnectError
    },
    async reconnect(parameters) {
      record('reconnect', parameters)
      return (await options.reconnect) ?? null
    },
    async getAccounts() {
      return []
    },
    async switchNetwork(parameters) {
      record('switchNetwork', parameters)
      if (options.switchError) throw options.switchError
    },
    async getBalance(parameters) {
      record('getBalance', parameters)
      return options.balance ?? { balance: '1.23456', symbol: parameters.network.nativeCurrency.symbol }
    },
    async signMessage() {
      return { signature: '0x' }
    },
    async sendNative() {
      return { hash: `0x${'0'.repeat(64)}` }
    },
    async sendToken() {
      return { hash: `0x${'0'.repeat(64)}` }
    },
    async estimateSendFee() {
      return { fee: 21_000n }
    },
    getWalletProvider: () => options.walletProvider,
    parseUnits: (value) => BigInt(value),
    formatUnits: (value) => value.toString(),
  }
  return { adapter, calls, methods: () => calls.map((call) => call.method) }
}
