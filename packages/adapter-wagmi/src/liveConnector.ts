import type { Config, Connector } from '@wagmi/core'

/**
 * The connector of a live connection with id `connectorId`: not one wagmi restored from storage but has not
 * reconnected yet (such a connection's connector is a stored copy without methods).
 *
 * @example
 * liveConnector(config, 'io.metamask')?.getProvider()
 */
export function liveConnector(config: Config, connectorId: string): Connector | undefined {
  if (config.state.status !== 'connected') return undefined
  for (const { connector } of config.state.connections.values()) {
    if (connector.id === connectorId && typeof connector.getProvider === 'function') return connector
  }
  return undefined
}
