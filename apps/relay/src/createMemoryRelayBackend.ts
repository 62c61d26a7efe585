import { createMemoryMessageBus } from './createMemoryMessageBus.ts'
import { createMemoryRelayStore } from './createMemoryRelayStore.ts'
import type { RelayBackend } from './RelayBackend.ts'
import type { RelayStoreLimits } from './RelayStore.ts'

/**
 * A relay on its own: store and bus in this process's memory (no `REDIS_URL`).
 *
 * @example const backend = createMemoryRelayBackend({ limits: defaultRelayLimits })
 */
export function createMemoryRelayBackend({ limits }: { limits: RelayStoreLimits }): RelayBackend {
  const store = createMemoryRelayStore({ limits })
  const bus = createMemoryMessageBus()
  return {
    kind: 'memory',
    store,
    bus,
    available: true,
    onRecovered() {},
    async close() {
      await Promise.all([bus.close(), store.close()])
    },
  }
}
