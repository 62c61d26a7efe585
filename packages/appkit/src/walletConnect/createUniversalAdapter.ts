import {
  type AdapterConnection,
  type ChainAdapter,
  type ChainAdapterCapabilities,
  type Connector,
  createAdapterEmitter,
  formatUnits,
  type WalletConnectProvider,
  WalletConnectSessionMissingError,
  type WalletConnectSource,
} from '@org/appkit-core'
import { getSessionConnections, WALLET_CONNECT_CONNECTOR_ID } from '@org/appkit-core/internal'

const CAPABILITIES: Readonly<ChainAdapterCapabilities> = Object.freeze({
  // Sends (native, token and their fee) and contract writes need a chain adapter: this one has only the eip155
  // extension's raw sendTransaction and estimateGas, and the UI hides what it cannot do.
  send: false,
  swap: false,
  names: false,
  history: false,
  balance: true,
  signMessage: true,
  writeContract: false,
  embeddedWallet: false,
})

const CONNECTOR: Connector = {
  id: WALLET_CONNECT_CONNECTOR_ID,
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}

const toHex = (value: bigint) => `0x${value.toString(16)}`
const utf8ToHex = (text: string) =>
  `0x${[...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`

/**
 * The eip155 adapter of the spec's "no adapters" case: every call goes through the WalletConnect session (wallet
 * requests to the wallet, chain reads to the session's RPC map), so a dApp that passed no adapter still
 * connects, signs, switches networks and reads balances. `createAppKit` builds it when `adapters` is empty.
 *
 * @example const adapter = createUniversalAdapter(walletConnect.source)
 */
export function createUniversalAdapter(source: WalletConnectSource): ChainAdapter {
  const emitter = createAdapterEmitter()
  let started: WalletConnectProvider | undefined

  async function sessionProvider() {
    const provider = await source.getProvider()
    if (started !== provider) {
      started = provider
      provider.on('session_delete', () =>
        emitter.emit('disconnect', { connectorId: WALLET_CONNECT_CONNECTOR_ID }),
      )
      provider.on('chainChanged', ((chainId: string | number) =>
        emitter.emit('chainChanged', { chainId: Number(String(chainId).split(':').pop()) })) as never)
      provider.on('accountsChanged', ((accounts: string[]) => {
        const [first] = accounts
        const address = first?.split(':').pop()
        if (address) emitter.emit('accountChanged', { address })
      }) as never)
    }
    return provider
  }

  async function sessionConnection(): Promise<AdapterConnection | null> {
    const provider = await sessionProvider()
    return provider.session ? (getSessionConnections(provider.session).eip155 ?? null) : null
  }

  /** The provider of an approved session; a request before the wallet approved one is refused. */
  async function approvedProvider() {
    const provider = await sessionProvider()
    if (!provider.session) throw new WalletConnectSessionMissingError()
    return provider
  }

  return {
    namespace: 'eip155',
    capabilities: CAPABILITIES,
    emitter,
    walletConnectOnly: true,
    async syncConnectors() {
      return [CONNECTOR]
    },
    watchConnectors: () => () => undefined,
    async connect() {
      const connection = await sessionConnection()
      if (!connection) throw new WalletConnectSessionMissingError()
      const provider = await sessionProvider()
      provider.setDefaultChain(`eip155:${connection.chainId}`)
      return connection
    },
    async disconnect() {
      const provider = await source.getProvider()
      if (provider.session) await provider.disconnect()
    },
    reconnect: () => sessionConnection(),
    async getAccounts() {
      return (await sessionConnection())?.accounts ?? []
    },
    async switchNetwork({ network }) {
      // Without a session there is no wallet to ask (and no reason to load the SDK): a pairing proposes every network.
      if (!started?.session) return
      const provider = await approvedProvider()
      await provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: toHex(BigInt(network.id)) }],
      })
      provider.setDefaultChain(network.caipNetworkId)
    },
    async getBalance({ address, network }) {
      const provider = await approvedProvider()
      const wei = await provider.request<string>(
        { method: 'eth_getBalance', params: [address, 'latest'] },
        network.caipNetworkId,
      )
      const { decimals, symbol } = network.nativeCurrency
      return { balance: formatUnits(BigInt(wei), decimals), symbol }
    },
    async signMessage({ message, address }) {
      const provider = await approvedProvider()
      const signature = await provider.request<string>({
        method: 'personal_sign',
        params: [utf8ToHex(message), address],
      })
      return { signature }
    },
    async sendTransaction({ network, address, to, value, data }) {
      const provider = await approvedProvider()
      const hash = await provider.request<string>(
        {
          method: 'eth_sendTransaction',
          params: [{ from: address, to, value: toHex(value), ...(data ? { data } : {}) }],
        },
        network.caipNetworkId,
      )
      return { hash }
    },
    async estimateGas({ network, address, to, value, data }) {
      const provider = await approvedProvider()
      const gas = await provider.request<string>(
        {
          method: 'eth_estimateGas',
          params: [{ from: address, to, value: toHex(value), ...(data ? { data } : {}) }],
        },
        network.caipNetworkId,
      )
      return { gas: BigInt(gas) }
    },
    /** The universal provider itself, as `useAppKitProvider('eip155').walletProvider`. */
    getWalletProvider: () => (started?.session ? started : undefined),
  }
}
