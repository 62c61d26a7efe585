import type { RelayMessage } from './RelayStore.ts'

/** What relays tell each other about a topic. */
export type RelayEvent =
  /** A message was published (or re-published): every subscriber that has not had it gets it. */
  | { kind: 'message'; topic: string; message: RelayMessage }
  /** Deliveries to `clientId` on this topic were lost when one of its sockets closed: wherever that client is
   * subscribed to the topic (it may already be back, on this relay or another), send them again. */
  | { kind: 'lost'; topic: string; clientId: string }

/**
 * How a publish reaches the subscribers of every relay: in memory, a call within this process; with Redis,
 * pub/sub on one channel per topic. A relay hears only the topics it subscribed, each event once, and never
 * passes on what it hears (no echo loops): delivering is the listener's job, which a store claim makes
 * once per subscriber.
 */
export interface MessageBus {
  /** Starts hearing a topic's events; counted, so as many `unsubscribe` calls stop it. Resolves when events
   * published from then on are sure to be heard. */
  subscribe(topic: string): Promise<void>
  unsubscribe(topic: string): void
  /** Throws `RelayStoreUnavailableError` when Redis cannot be reached. */
  publish(event: RelayEvent): Promise<void>
  /** Sets the one listener of every event heard. */
  listen(listener: (event: RelayEvent) => void): void
  close(): Promise<void>
}
