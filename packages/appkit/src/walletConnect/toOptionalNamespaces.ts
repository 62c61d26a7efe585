import type { AppKitOptions, CaipNetwork } from '@org/appkit-core'

/** What a WalletConnect proposal asks of each namespace (the universal provider's `optionalNamespaces`). */
export interface ProposalNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

/** The wallet requests the SDK and the dApp make on eip155 (spec §7) and the events they follow. */
const EIP155_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
const EIP155_EVENTS = ['chainChanged', 'accountsChanged']

/**
 * The proposal for the dApp's networks: every eip155 network with its RPC URL (the first of its `customRpcUrls`
 * entry, else its own), so chain reads go to the dApp's own nodes (never a hosted default). Other namespaces join
 * when their WalletConnect support lands.
 *
 * @example toOptionalNamespaces([devnet]) // { eip155: { chains: ['eip155:31337'], rpcMap: { 31337: 'http://127.0.0.1:8545' }, ... } }
 */
export function toOptionalNamespaces(
  networks: readonly CaipNetwork[],
  customRpcUrls: AppKitOptions['customRpcUrls'] = {},
): Record<string, ProposalNamespace> {
  const eip155 = networks.filter((network) => network.chainNamespace === 'eip155')
  if (eip155.length === 0) return {}
  const rpcMap: Record<string, string> = {}
  for (const network of eip155) {
    const url = customRpcUrls[network.caipNetworkId]?.[0]?.url ?? network.rpcUrls.default.http[0]
    if (url) rpcMap[String(network.id)] = url
  }
  return {
    eip155: {
      chains: eip155.map((network) => network.caipNetworkId),
      methods: [...EIP155_METHODS],
      events: [...EIP155_EVENTS],
      rpcMap,
    },
  }
}
