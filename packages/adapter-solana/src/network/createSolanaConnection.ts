import { type CaipNetwork, NetworkNotFoundError } from '@org/appkit-core'
import { type Commitment, Connection, type ConnectionConfig } from '@solana/web3.js'

/** The adapter's `connectionSettings`: a web3.js commitment, or a whole `ConnectionConfig`. */
export type SolanaConnectionSettings = Commitment | ConnectionConfig

/** What Reown's Solana adapter uses when the dApp says nothing. */
export const DEFAULT_COMMITMENT: Commitment = 'confirmed'

/**
 * A web3.js `Connection` to a Solana network: its first HTTP RPC URL, with `settings`, and the network's first
 * WebSocket URL as `wsEndpoint` unless the settings name one (web3.js otherwise guesses the HTTP port + 1).
 *
 * @example createSolanaConnection(solanaLocal, 'confirmed').rpcEndpoint // 'http://127.0.0.1:8899'
 */
export function createSolanaConnection(
  network: CaipNetwork,
  settings: SolanaConnectionSettings = DEFAULT_COMMITMENT,
): Connection {
  const rpcUrl = network.rpcUrls.default.http[0]
  if (!rpcUrl) throw new NetworkNotFoundError(network.caipNetworkId)
  const config: ConnectionConfig = typeof settings === 'string' ? { commitment: settings } : { ...settings }
  config.commitment ??= DEFAULT_COMMITMENT
  const wsEndpoint = network.rpcUrls.default.webSocket?.[0]
  if (wsEndpoint && !config.wsEndpoint) config.wsEndpoint = wsEndpoint
  return new Connection(rpcUrl, config)
}
