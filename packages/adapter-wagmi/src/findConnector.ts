import type { Config, Connector } from '@wagmi/core'

/**
 * The wagmi connector with id `id`, else the one named after `rdns` (wagmi names an EIP-6963 wallet's connector
 * after its rdns, so a wallet the core knew under another id is still found).
 *
 * @example
 * findConnector(config, 'io.metamask')
 */
export function findConnector(config: Config, id: string, rdns?: string): Connector | undefined {
  const { connectors } = config
  return (
    connectors.find((connector) => connector.id === id) ??
    (rdns ? connectors.find((connector) => connector.id === rdns) : undefined)
  )
}
