import { createSolanaRpc, type SolanaRpc } from './createSolanaRpc.ts'
import { type SolanaApiChain, type SolanaApiChainToken, solanaNativeCurrency } from './SolanaApiChain.ts'

export interface SolanaChainHandle {
  config: SolanaApiChain
  /** `solana:<genesis hash prefix>` */
  caipNetworkId: string
  rpc: SolanaRpc
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** A configured mint's name, symbol and icon. */
  knownToken(mint: string): SolanaApiChainToken | undefined
}

/**
 * The server's view of one configured Solana cluster: a JSON-RPC client of its `rpcUrl` (and no other URL) and
 * the operator's token names.
 *
 * @example const chain = createSolanaChainHandle({ namespace: 'solana', id, name: 'Local', rpcUrl })
 */
export function createSolanaChainHandle(config: SolanaApiChain): SolanaChainHandle {
  const tokens = new Map((config.tokens ?? []).map((token) => [token.address, { ...token }]))
  return {
    config,
    caipNetworkId: `solana:${config.id}`,
    rpc: createSolanaRpc(config.rpcUrl),
    nativeCurrency: config.nativeCurrency ?? solanaNativeCurrency,
    knownToken: (mint) => tokens.get(mint),
  }
}
