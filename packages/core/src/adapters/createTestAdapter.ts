import type { ChainNamespace } from '../types/ChainNamespace.ts'
import type { Connector } from '../types/Connector.ts'
import type { AdapterConnection, ChainAdapter, ChainAdapterCapabilities } from './ChainAdapter.ts'
import { createAdapterEmitter } from './createAdapterEmitter.ts'

export interface TestAdapterOptions {
  connectors?: readonly Connector[]
  /** What `connect` resolves with, or the error it rejects with. */
  connect?: AdapterConnection | Error
  /** What `reconnect` resolves with (null: nothing to restore), or the error it rejects with. */
  reconnect?: AdapterConnection | null | Error
  /** The error `disconnect` rejects with; resolves when absent. */
  disconnectError?: Error
  capabilities?: Partial<ChainAdapterCapabilities>
}

/** A method call the fake recorded, in order. */
export interface TestAdapterCall {
  method: string
  parameters: unknown
}

const DEFAULT_ADDRESS = '0x1111111111111111111111111111111111111111'

/**
 * An in-memory ChainAdapter for core unit tests only (not exported): every call is recorded, outcomes are set
 * up front, and `setConnectors` plays the role of a wallet announcing itself. Real adapters are exercised by the
 * shared contract suite against real wallets.
 */
export function createTestAdapter(namespace: ChainNamespace, options: TestAdapterOptions = {}) {
  const calls: TestAdapterCall[] = []
  const watchers = new Set<(connectors: readonly Connector[]) => void>()
  let connectors: readonly Connector[] = options.connectors ?? []

  function record(method: string, parameters: unknown) {
    calls.push({ method, parameters })
  }
  async function outcome<T>(value: T | Error): Promise<T> {
    if (value instanceof Error) throw value
    return value
  }

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
      ...options.capabilities,
    },
    emitter: createAdapterEmitter(),
    async syncConnectors() {
      record('syncConnectors', undefined)
      return connectors
    },
    watchConnectors(onChange) {
      watchers.add(onChange)
      return () => watchers.delete(onChange)
    },
    connect(parameters) {
      record('connect', parameters)
      return outcome(options.connect ?? { address: DEFAULT_ADDRESS, chainId: 1 })
    },
    disconnect(parameters) {
      record('disconnect', parameters)
      return outcome(options.disconnectError ?? undefined)
    },
    reconnect(parameters) {
      record('reconnect', parameters)
      return outcome(options.reconnect === undefined ? null : options.reconnect)
    },
    async getAccounts(parameters) {
      record('getAccounts', parameters)
      return [{ namespace, address: DEFAULT_ADDRESS, type: 'eoa' }]
    },
    async switchNetwork(parameters) {
      record('switchNetwork', parameters)
    },
    async getBalance(parameters) {
      record('getBalance', parameters)
      return { balance: '0', symbol: parameters.network.nativeCurrency.symbol }
    },
    async signMessage(parameters) {
      record('signMessage', parameters)
      return { signature: '0x' }
    },
    async sendNative(parameters) {
      record('sendNative', parameters)
      return { hash: `0x${'0'.repeat(64)}` }
    },
    async sendToken(parameters) {
      record('sendToken', parameters)
      return { hash: `0x${'0'.repeat(64)}` }
    },
    async estimateSendFee(parameters) {
      record('estimateSendFee', parameters)
      return { fee: 21_000n }
    },
    parseUnits(value, decimals) {
      const [whole = '0', fraction = ''] = value.split('.')
      return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals))
    },
    formatUnits(value, decimals) {
      const digits = value.toString().padStart(decimals + 1, '0')
      const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
      const whole = digits.slice(0, digits.length - decimals)
      return fraction ? `${whole}.${fraction}` : whole
    },
  }

  return {
    adapter,
    calls,
    /** Replaces the connector list and reports it to watchers, like an EIP-6963 announcement. */
    setConnectors(next: readonly Connector[]) {
      connectors = next
      for (const watcher of watchers) watcher(next)
    },
    /** Method names called so far, in order. */
    methods: () => calls.map((call) => call.method),
  }
}
