import type { AdapterConnection, AdapterReconnectParameters } from '@org/appkit-core'
import { ONE_SECOND_MS } from '@org/appkit-core/internal'
import { reconnect } from '@wagmi/core'
import { toCoreError } from '../errors/toCoreError.ts'
import { waitForConnector } from '../waitForConnector.ts'
import { waitForHydration } from '../waitForHydration.ts'
import { waitForSettledStatus } from '../waitForSettledStatus.ts'
import type { ConnectionContext } from './ConnectionContext.ts'
import { connectionOf } from './connectionOf.ts'
import { quietly } from './quietly.ts'
import { rememberProvider } from './rememberProvider.ts'

/**
 * `WagmiAdapter.reconnect`: restores the stored connection of `connectorId` without a prompt, once wagmi has read
 * its stored state and the wallet has announced itself; null when there is nothing to restore. Part of the
 * adapter's lazy module (`wagmiRuntime.ts`), loaded when the core restores a connection at start (a first visit
 * never does) unless something loaded it before.
 *
 * @example
 * await reconnectWallet(context, { connectorId: 'io.metamask' }) // { address, chainId, accounts } or null
 */
export async function reconnectWallet(
  context: ConnectionContext,
  parameters: AdapterReconnectParameters,
): Promise<AdapterConnection | null> {
  const { config } = context
  await waitForHydration(config)
  // An extension may announce itself (EIP-6963) a moment after the page asked.
  const connector = await waitForConnector(
    config,
    (connectors) => connectors.find((candidate) => candidate.id === parameters.connectorId),
    ONE_SECOND_MS,
  )
  if (!connector) return null
  return quietly(context, async () => {
    try {
      await reconnect(config, { connectors: [connector] })
      // wagmi runs one reconnect at a time (the dApp's WagmiProvider may run one too): wait for it to settle.
      await waitForSettledStatus(config)
    } catch (error) {
      throw toCoreError(error)
    }
    const connection = connectionOf(config, connector.id) ?? null
    if (connection) await rememberProvider(context, connector)
    return connection
  })
}
