import type { Config, Connector } from '@wagmi/core'
import type { Address } from 'viem'

/** wagmi's current connection, read from the config's state. */
export interface ActiveConnection {
  status: Config['state']['status']
  /** The connector of the current connection; undefined while disconnected. */
  connector: Connector | undefined
  /** The active account (the connection's first). */
  address: Address | undefined
  addresses: readonly Address[]
  chainId: number | undefined
}

/**
 * The current connection in wagmi's `config.state` (`current`, `connections`, `status`): what wagmi 3's
 * `getConnection` and wagmi 2's `getAccount` report, read from the state both majors keep, so the adapter runs on
 * either without knowing which. Nothing of a stored connection is reported while disconnected.
 *
 * @example
 * getActiveConnection(config.state) // { status: 'connected', address: '0xf39F…2266', chainId: 1, ... }
 */
export function getActiveConnection(state: Config['state']): ActiveConnection {
  const connection =
    state.status === 'disconnected' || state.current === null
      ? undefined
      : state.connections.get(state.current)
  return {
    status: state.status,
    connector: connection?.connector,
    address: connection?.accounts[0],
    addresses: connection?.accounts ?? [],
    chainId: connection?.chainId,
  }
}
