import {
  type AdapterConnection,
  type CaipNetwork,
  type ChainAdapter,
  type ChainAdapterCapabilities,
  type ChainNamespace,
  type Core,
  createAdapterEmitter,
} from '@org/appkit-core'

export interface StoryAdapterOptions {
  /** @default 'eip155' */
  namespace?: ChainNamespace
  /** What `connect` resolves with. @default the devnet address on chain 31337 */
  connection?: AdapterConnection
  /** The native balance `getBalance` reads. @default '1.2345678' */
  balance?: string
  /** What the wallet does when asked to switch: resolve (default), or throw/never settle from here. */
  switchNetwork?: (network: CaipNetwork) => Promise<void>
  /** What the wallet does when asked to disconnect. @default resolves */
  disconnect?: () => Promise<void>
  capabilities?: Partial<ChainAdapterCapabilities>
}

export const STORY_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * A ChainAdapter standing in for a wallet in stories and view tests (the fake sits at the adapter edge; the
 * core around it is real). Outcomes are set up front; every call is recorded in `calls`.
 */
export function createStoryAdapter(options: StoryAdapterOptions = {}) {
  const namespace = options.namespace ?? 'eip155'
  const calls: { method: string; parameters: unknown }[] = []
  const adapter: ChainAdapter = {
    namespace,
    capabilities: {
      send: true,
      swap: true,
      names: false,
      history: true,
      balance: true,
      signMessage: true,
      writeContract: false,
      embeddedWallet: false,
      ...options.capabilities,
    },
    emitter: createAdapterEmitter(),
    syncConnectors: async () => [],
    watchConnectors: () => () => undefined,
    async connect(parameters) {
      calls.push({ method: 'connect', parameters })
      return options.connection ?? { address: STORY_ADDRESS, chainId: 31337 }
    },
    async disconnect(parameters) {
      calls.push({ method: 'disconnect', parameters })
      await options.disconnect?.()
    },
    reconnect: async () => null,
    getAccounts: async () => [],
    async switchNetwork(parameters) {
      calls.push({ method: 'switchNetwork', parameters })
      await options.switchNetwork?.(parameters.network)
    },
    getBalance: async ({ network }) => ({
      balance: options.balance ?? '1.2345678',
      symbol: network.nativeCurrency.symbol,
    }),
    signMessage: async () => ({ signature: '0x' }),
    sendNative: async () => ({ hash: `0x${'0'.repeat(64)}` }),
    sendToken: async () => ({ hash: `0x${'0'.repeat(64)}` }),
    estimateSendFee: async ({ feeRate }) => ({ fee: 21_000n * (feeRate ?? 1n) }),
    parseUnits: (value) => BigInt(value.split('.')[0] ?? '0'),
    formatUnits: (value) => value.toString(),
  }
  return { adapter, calls }
}

/** Connects the story wallet through the core's own connect action, as a visitor would. */
export async function connectStoryWallet(
  core: Core,
  namespace: ChainNamespace = 'eip155',
  wallet: { name: string; icon?: string } = { name: 'Story Wallet' },
): Promise<void> {
  await core.connection.connect({ id: 'story-wallet', type: 'INJECTED', chain: namespace })
  core.chain.updateAccount(namespace, { connectedWalletInfo: wallet })
}
