import type { ChainAdapter, ChainAdapterEvents } from '@org/appkit-core'

/** Every event the adapter emits from now on, per name, in order. */
export function recordEvents(adapter: ChainAdapter) {
  const events: { [E in keyof ChainAdapterEvents]: ChainAdapterEvents[E][] } = {
    accountChanged: [],
    chainChanged: [],
    disconnect: [],
    pendingTransactions: [],
  }
  adapter.emitter.on('accountChanged', (payload) => events.accountChanged.push(payload))
  adapter.emitter.on('chainChanged', (payload) => events.chainChanged.push(payload))
  adapter.emitter.on('disconnect', (payload) => events.disconnect.push(payload))
  adapter.emitter.on('pendingTransactions', (payload) => events.pendingTransactions.push(payload))
  return events
}
