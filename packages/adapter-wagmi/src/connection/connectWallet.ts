import {
  type AdapterConnection,
  type AdapterConnectParameters,
  ConnectionFailedError,
} from '@org/appkit-core'
import { ConnectorAlreadyConnectedError, ConnectorNotFoundError, connect, disconnect } from '@wagmi/core'
import { configuredChainId } from '../configuredChainId.ts'
import { toCoreError } from '../errors/toCoreError.ts'
import { findConnector } from '../findConnector.ts'
import type { ConnectionContext } from './ConnectionContext.ts'
import { connectionOf } from './connectionOf.ts'
import { disconnectOthers } from './disconnectOthers.ts'
import { quietly } from './quietly.ts'
import { rememberProvider } from './rememberProvider.ts'

/**
 * `WagmiAdapter.connect`: connects the wagmi connector the core asked for (by id, else by the wallet's rdns) on
 * the requested network when configured, lets go of any other wallet, and remembers the wallet's provider.
 * A wallet approving after a newer connect to another wallet started (the visitor gave up on it and chose again)
 * is let go of instead, and the flow rejects with ConnectionFailedError: the newer choice keeps the connection.
 * Part of the adapter's lazy module (`wagmiRuntime.ts`): a page whose visitor never opens the modal or connects
 * does not load it.
 *
 * @example
 * await connectWallet(context, { id: 'io.metamask', type: 'ANNOUNCED' }) // { address, chainId, accounts }
 */
export async function connectWallet(
  context: ConnectionContext,
  parameters: AdapterConnectParameters,
): Promise<AdapterConnection> {
  const { config } = context
  const connector = findConnector(config, parameters.id, parameters.info?.rdns)
  if (!connector) {
    throw new ConnectionFailedError({
      connectorId: parameters.id,
      namespace: 'eip155',
      cause: new ConnectorNotFoundError(),
    })
  }
  const chainId = configuredChainId(config, parameters.network)
  const flow = { connectorUid: connector.uid }
  context.newestConnect = flow
  // wagmi's own connect needs no quiet mode: its state goes through 'connecting', which the adapter's watcher
  // never reports. Holding the watcher quiet for it would mute every later event while a wallet hangs.
  try {
    await connect(config, { connector, ...(chainId === undefined ? {} : { chainId }) })
  } catch (error) {
    // Connecting the wallet that is already connected keeps its connection.
    if (!(error instanceof ConnectorAlreadyConnectedError)) throw toCoreError(error, { chainId })
  }
  return quietly(context, async () => {
    const newest = context.newestConnect
    if (newest !== flow && newest?.connectorUid !== connector.uid) {
      await disconnect(config, { connector }).catch(() => undefined)
      throw new ConnectionFailedError({
        connectorId: connector.id,
        namespace: 'eip155',
        cause: new Error('A newer connection to another wallet was started'),
      })
    }
    // The core holds one connection per namespace: a wallet connected before this one is let go.
    await disconnectOthers(config, connector)
    const connection = connectionOf(config, connector.id)
    if (!connection) throw new ConnectionFailedError({ connectorId: connector.id, namespace: 'eip155' })
    await rememberProvider(context, connector)
    return connection
  })
}
