type Listener = (...args: never[]) => void

export interface EventEmitter<EventMap extends { [Name in keyof EventMap]: Listener }> {
  on<Name extends keyof EventMap>(event: Name, listener: EventMap[Name]): void
  removeListener<Name extends keyof EventMap>(event: Name, listener: EventMap[Name]): void
  emit<Name extends keyof EventMap>(event: Name, ...args: Parameters<EventMap[Name]>): void
}

/**
 * A minimal typed emitter with no Node dependency (the dev wallet runs in browsers). A throwing listener does
 * not stop the others; its error is rethrown on a microtask so the test runner still reports it.
 */
export function createEventEmitter<
  EventMap extends { [Name in keyof EventMap]: Listener },
>(): EventEmitter<EventMap> {
  const listeners = new Map<keyof EventMap, Set<Listener>>()
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as (...values: unknown[]) => void)(...args)
        } catch (error) {
          queueMicrotask(() => {
            throw error
          })
        }
      }
    },
  }
}
