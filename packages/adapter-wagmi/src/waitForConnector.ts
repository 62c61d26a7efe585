import { type Config, type Connector, watchConnectors } from '@wagmi/core'

/**
 * The first connector `select` picks, now or once wagmi's list changes (an EIP-6963 wallet announcing itself
 * late), or undefined after `timeoutMs`.
 *
 * @example
 * await waitForConnector(config, (list) => list.find((c) => c.id === 'io.metamask'), 1_000)
 */
export function waitForConnector(
  config: Config,
  select: (connectors: readonly Connector[]) => Connector | undefined,
  timeoutMs: number,
): Promise<Connector | undefined> {
  const found = select(config.connectors)
  if (found) return Promise.resolve(found)
  return new Promise((resolve) => {
    const finish = (connector: Connector | undefined) => {
      clearTimeout(timer)
      unwatch()
      resolve(connector)
    }
    const timer = setTimeout(() => finish(undefined), timeoutMs)
    const unwatch = watchConnectors(config, {
      onChange: (connectors) => {
        const connector = select(connectors)
        if (connector) finish(connector)
      },
    })
  })
}
