import type { Connector } from '@wagmi/core'
import type { ConnectionContext } from './ConnectionContext.ts'

/**
 * Keeps the EIP-1193 provider of a connector that just connected, for `getWalletProvider` (which is synchronous,
 * while a connector hands its provider out asynchronously).
 */
export async function rememberProvider(
  context: Pick<ConnectionContext, 'providers'>,
  connector: Connector,
): Promise<void> {
  try {
    context.providers.set(connector.id, await connector.getProvider())
  } catch {
    // A connector that cannot hand out its provider still connects; the dApp just gets none.
    context.providers.delete(connector.id)
  }
}
