/** Tracked event names: spec §8's list plus the modal, connection and wallet-list events the core reports. */
export const TRACKED_EVENTS = [
  'MODAL_CREATED',
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'INITIALIZE',
  'SELECT_WALLET',
  'CONNECT_SUCCESS',
  'CONNECT_ERROR',
  'DISCONNECT_SUCCESS',
  'DISCONNECT_ERROR',
  'SWITCH_NETWORK',
  'SEARCH_WALLET',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'CLICK_CANCEL_SIWX',
  'SEND_INITIATED',
  'SEND_SUCCESS',
  'SEND_ERROR',
  'SOCIAL_LOGIN_SUCCESS',
  'INTERNAL_SDK_ERROR',
] as const

export type TrackedEventName = (typeof TRACKED_EVENTS)[number]

export interface TrackedEvent {
  type: 'track'
  event: TrackedEventName
  address?: string
  properties?: Readonly<Record<string, unknown>>
}

/** What `useAppKitEvents` reads: the last event and when it happened. */
export interface EventRecord {
  timestamp: number
  data: TrackedEvent
}

export interface EventsControllerState extends EventRecord {
  /** The latest events, oldest first, at most EVENTS_HISTORY_LIMIT. */
  history: EventRecord[]
}
