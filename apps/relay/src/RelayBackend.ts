import type { MessageBus } from './MessageBus.ts'
import type { RelayStore } from './RelayStore.ts'

/** The store and the bus a relay runs on: this process's memory, or Redis shared with other relays. */
export interface RelayBackend {
  readonly kind: 'memory' | 'redis'
  readonly store: RelayStore
  readonly bus: MessageBus
  /** Whether the shared state can be reached now (always true in memory). */
  readonly available: boolean
  /** Called each time the shared state can be reached again after an outage. */
  onRecovered(listener: () => void): void
  close(): Promise<void>
}
