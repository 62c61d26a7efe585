import type { AdapterConnection } from '@org/appkit-core'
import type { Config } from '@wagmi/core'
import { liveConnector } from '../liveConnector.ts'
import { toAccounts } from '../toAccounts.ts'

/**
 * The core's view of the live wagmi connection of `connectorId` (its first account is the active address);
 * undefined when that connector is not connected or has no account.
 *
 * @example
 * connectionOf(config, 'io.metamask') // { address: '0xf39F…2266', chainId: 1, accounts: [...] }
 */
export function connectionOf(config: Config, connectorId: string): AdapterConnection | undefined {
  const connector = liveConnector(config, connectorId)
  const connection = connector ? config.state.connections.get(connector.uid) : undefined
  const [address] = connection?.accounts ?? []
  if (!connection || !address) return undefined
  return { address, chainId: connection.chainId, accounts: toAccounts(connection.accounts) }
}
