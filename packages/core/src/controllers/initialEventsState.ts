import type { EventsControllerState } from './trackedEvents.ts'

/**
 * The events state a core starts from, as a plain object: the MODAL_CREATED event at `now`. `createEventsState`
 * makes it a valtio proxy.
 *
 * @example initialEventsState(Date.now).data.event // 'MODAL_CREATED'
 */
export function initialEventsState(now: () => number): EventsControllerState {
  return { timestamp: now(), data: { type: 'track', event: 'MODAL_CREATED' }, history: [] }
}
