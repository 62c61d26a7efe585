import type { Config } from '@wagmi/core'
import { type ActiveConnection, getActiveConnection } from './getActiveConnection.ts'

function isSameConnection(a: ActiveConnection, b: ActiveConnection): boolean {
  return (
    a.status === b.status &&
    a.connector?.uid === b.connector?.uid &&
    a.address === b.address &&
    a.chainId === b.chainId &&
    a.addresses.length === b.addresses.length &&
    a.addresses.every((address, index) => address === b.addresses[index])
  )
}

/**
 * Calls `onChange` with the current connection and the one before whenever its status, connector, accounts or
 * chain change; returns the function that stops watching. Built on `config.subscribe`, which wagmi 2 and 3 both
 * have (wagmi 3's `watchConnection` and wagmi 2's `watchAccount` are the same watch under two names).
 *
 * @example
 * const unwatch = watchActiveConnection(config, (connection, previous) => console.log(connection.address))
 */
export function watchActiveConnection(
  config: Config,
  onChange: (connection: ActiveConnection, previous: ActiveConnection) => void,
): () => void {
  return config.subscribe(getActiveConnection, onChange, { equalityFn: isSameConnection })
}
