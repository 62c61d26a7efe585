import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type { CoreTypes } from '@walletconnect/types'
import { keepOnLoopback } from './keepOnLoopback.ts'

export type WalletKitClient = Awaited<ReturnType<typeof WalletKit.init>>

export interface CreateWalletKitParameters {
  relayUrl: string
  projectId: string
  /** Prefix of WalletKit's storage keys (IndexedDB in a browser), so a dApp on the same origin keeps its own. */
  storagePrefix: string
  metadata: CoreTypes.Metadata
  /** Defaults to the platform's store (IndexedDB in a browser); Node tests pass one in memory. */
  storage?: CoreTypes.Options['storage']
  logger?: string
}

/**
 * A started WalletKit on `relayUrl` whose only network peer is that relay.
 *
 * @example const walletKit = await createWalletKit({ relayUrl: 'ws://127.0.0.1:8555', projectId: 'laboratory', ... })
 */
export async function createWalletKit(parameters: CreateWalletKitParameters): Promise<WalletKitClient> {
  const core = new Core({
    projectId: parameters.projectId,
    relayUrl: parameters.relayUrl,
    customStoragePrefix: parameters.storagePrefix,
    telemetryEnabled: false,
    logger: parameters.logger ?? 'error',
    ...(parameters.storage ? { storage: parameters.storage } : {}),
  })
  // Before init: WalletKit.init starts the core, which would already reach for verify and telemetry.
  keepOnLoopback(core)
  return WalletKit.init({ core, metadata: parameters.metadata })
}
