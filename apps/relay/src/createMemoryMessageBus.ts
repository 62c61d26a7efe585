import type { MessageBus, RelayEvent } from './MessageBus.ts'

const subscribed = Promise.resolve()

/**
 * The message bus of a single relay: an event goes straight to the listener. The listener keeps its own
 * subscribers per topic, so there is nothing to count here.
 *
 * @example
 * const bus = createMemoryMessageBus()
 * bus.listen((event) => deliver(event))
 */
export function createMemoryMessageBus(): MessageBus {
  let listener: ((event: RelayEvent) => void) | undefined
  return {
    subscribe: () => subscribed,
    unsubscribe() {},
    async publish(event) {
      listener?.(event)
    },
    listen(next) {
      listener = next
    },
    async close() {
      listener = undefined
    },
  }
}
