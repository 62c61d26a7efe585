import { type Connector, disconnect } from '@wagmi/core'
import { toCoreError } from '../errors/toCoreError.ts'
import type { ConnectionContext } from './ConnectionContext.ts'
import { quietly } from './quietly.ts'

/**
 * `WagmiAdapter.disconnect` once it found a live connection: disconnects its wagmi connector without reporting
 * the change as an event. Part of the adapter's lazy module (`wagmiRuntime.ts`).
 *
 * @example
 * await disconnectWallet(context, connector)
 */
export async function disconnectWallet(context: ConnectionContext, connector: Connector): Promise<void> {
  await quietly(context, async () => {
    try {
      await disconnect(context.config, { connector })
    } catch (error) {
      throw toCoreError(error)
    }
  })
}
