import { proxy } from 'valtio/vanilla'
import { initialEventsState } from './initialEventsState.ts'
import type { EventsControllerState } from './trackedEvents.ts'

/** The events state a core starts from (`initialEventsState`), as a valtio proxy. */
export function createEventsState(now: () => number): EventsControllerState {
  return proxy<EventsControllerState>(initialEventsState(now))
}
