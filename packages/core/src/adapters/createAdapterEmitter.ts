import type { AdapterEmitter, ChainAdapterEvents } from './ChainAdapter.ts'

/**
 * A small typed emitter adapters can reuse for their events. Every listener runs even when an earlier one throws;
 * the first error is rethrown after all of them ran, so one faulty subscriber cannot silence the others.
 *
 * @example
 * const emitter = createAdapterEmitter()
 * const off = emitter.on('chainChanged', ({ chainId }) => console.log(chainId))
 */
export function createAdapterEmitter<Events extends object = ChainAdapterEvents>(): AdapterEmitter<Events> {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>()

  const emitter: AdapterEmitter<Events> = {
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
      return () => emitter.off(event, listener)
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, payload) {
      const set = listeners.get(event)
      if (!set) return
      let failure: { error: unknown } | undefined
      // A copy, so a listener that unsubscribes during emit does not skip its neighbour.
      for (const listener of [...set] as ((value: typeof payload) => void)[]) {
        try {
          listener(payload)
        } catch (error) {
          failure ??= { error }
        }
      }
      if (failure) throw failure.error
    },
    removeAllListeners() {
      listeners.clear()
    },
  }
  return emitter
}
