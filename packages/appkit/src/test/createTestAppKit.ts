import { createMemoryStorage } from '@org/appkit-core'
import type { FetchLike } from '@org/appkit-core/internal'
import { afterEach } from 'vitest'
import type { AppKit } from '../AppKit.ts'
import { type CreateAppKitOptions, createAppKit } from '../createAppKit.ts'
import { setDefaultAppKit } from '../defaultAppKit.ts'
import { getAppKitInternals } from '../getAppKitInternals.ts'
import { arbitrum, mainnet } from '../networks/presets.ts'

/** Every API call answers 503: nothing leaves the machine, and the core's fallbacks are what tests see. */
export const offlineFetch: FetchLike = async () => new Response(null, { status: 503 })

const created: AppKit[] = []

afterEach(() => {
  for (const appKit of created.splice(0)) getAppKitInternals(appKit).dispose()
  setDefaultAppKit(undefined)
})

/** createAppKit with offline fetch and memory storage; disposed after the test. */
export function createTestAppKit(options: Partial<CreateAppKitOptions> = {}): AppKit {
  const appKit = createAppKit({
    projectId: 'test-project-id',
    networks: [mainnet, arbitrum],
    fetch: offlineFetch,
    storage: createMemoryStorage(),
    ...options,
  })
  created.push(appKit)
  return appKit
}

/** The core behind an instance, once its code has loaded (tests drive the wallet side through it). */
export function coreOf(appKit: AppKit) {
  return getAppKitInternals(appKit).loadCore()
}

/** Connects `namespace` through the core and the instance's adapter, as the Connect view does. */
export async function connect(
  appKit: AppKit,
  namespace: 'eip155' | 'solana' = 'eip155',
  connectorId = 'injected',
) {
  await (await coreOf(appKit)).connection.connect({ id: connectorId, type: 'INJECTED', chain: namespace })
}
