import { type Config, type Connector, disconnect } from '@wagmi/core'

/**
 * Lets go of every wagmi connection but `keep`'s: the core holds one connection per namespace. A connection wagmi
 * restored from storage but never reconnected has no wallet to tell and is only dropped from wagmi's state.
 */
export async function disconnectOthers(config: Config, keep: Connector): Promise<void> {
  for (const { connector } of [...config.state.connections.values()]) {
    if (connector.uid === keep.uid) continue
    if (typeof connector.getProvider === 'function') {
      await disconnect(config, { connector }).catch(() => undefined)
    } else {
      config.setState((state) => {
        const connections = new Map(state.connections)
        connections.delete(connector.uid)
        return { ...state, connections }
      })
    }
  }
}
