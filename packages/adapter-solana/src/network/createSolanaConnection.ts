import { type CaipNetwork, NetworkNotFoundError } from '@org/appkit-core'
import { Connection, type ConnectionConfig } from '@solana/web3.js'
import { DEFAULT_COMMITMENT, type SolanaConnectionSettings } from './SolanaConnectionSettings.ts'

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
