import { type CaipNetwork, NetworkNotFoundError } from '@org/appkit-core'
import type { Connection } from '@solana/web3.js'

/**
 * Checks that the RPC behind `connection` serves the cluster `network` names: a Solana CAIP-2 reference is the
 * first 32 characters of the cluster's genesis hash. Rejects with NetworkNotFoundError when it serves another
 * cluster (a misconfigured RPC URL would otherwise sign transactions for the wrong chain, and a network the dApp did
 * not configure has no node of its own), or with the request's error when the node cannot be reached.
 *
 * @example await verifyCluster(connection, solanaLocal) // resolves: the devnet's genesis hash starts EZ9Mym…
 */
export async function verifyCluster(connection: Connection, network: CaipNetwork): Promise<void> {
  if (network.chainNamespace !== 'solana') throw new NetworkNotFoundError(network.caipNetworkId)
  const genesisHash = await connection.getGenesisHash()
  if (genesisHash.slice(0, 32) !== String(network.id)) throw new NetworkNotFoundError(network.caipNetworkId)
}
