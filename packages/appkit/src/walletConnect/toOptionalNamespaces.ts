import type { AppKitOptions, CaipNetwork, ChainNamespace } from '@org/appkit-core'

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
 * The requests the Solana adapter sends through a session (WalletConnect's Solana RPC: a base58 message, base64
 * transactions); Solana wallets announce no chain switches, only account changes.
 */
const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']
const SOLANA_EVENTS = ['accountsChanged', 'chainChanged']

/** The namespaces the proposal asks for, with what each asks of the wallet; others join as their support lands. */
const PROPOSED: Partial<Record<ChainNamespace, { methods: string[]; events: string[] }>> = {
  eip155: { methods: EIP155_METHODS, events: EIP155_EVENTS },
  solana: { methods: SOLANA_METHODS, events: SOLANA_EVENTS },
}

/**
 * The proposal for the dApp's networks: each eip155 and solana network with its RPC URL (the first of its
 * `customRpcUrls` entry, else its own) keyed by its CAIP-2 reference (`31337`, a Solana genesis hash prefix), so
 * chain reads go to the dApp's own nodes (never a hosted default). A namespace without configured networks is left
 * out; other namespaces join when their WalletConnect support lands.
 *
 * @example toOptionalNamespaces([devnet]) // { eip155: { chains: ['eip155:31337'], rpcMap: { 31337: 'http://127.0.0.1:8545' }, ... } }
 * @example toOptionalNamespaces([solanaLocal]) // { solana: { chains: ['solana:EZ9M…'], methods: ['solana_signMessage', ...], ... } }
 */
export function toOptionalNamespaces(
  networks: readonly CaipNetwork[],
  customRpcUrls: AppKitOptions['customRpcUrls'] = {},
): Record<string, ProposalNamespace> {
  const proposal: Record<string, ProposalNamespace> = {}
  for (const [namespace, asks] of Object.entries(PROPOSED)) {
    const configured = networks.filter((network) => network.chainNamespace === namespace)
    if (!asks || configured.length === 0) continue
    const rpcMap: Record<string, string> = {}
    for (const network of configured) {
      const url = customRpcUrls[network.caipNetworkId]?.[0]?.url ?? network.rpcUrls.default.http[0]
      if (url) rpcMap[String(network.id)] = url
    }
    proposal[namespace] = {
      chains: configured.map((network) => network.caipNetworkId),
      methods: [...asks.methods],
      events: [...asks.events],
      rpcMap,
    }
  }
  return proposal
}
