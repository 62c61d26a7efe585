'use client'

import type { EventRecord } from '@org/appkit-core'
import { useMemo } from 'react'
import { useAppKitInstance } from '../useAppKitInstance.ts'
import { useAppKitView } from '../useAppKitView.ts'

/** What the hook reads before `createAppKit`: the event every instance starts with. */
const NO_EVENT: EventRecord = { timestamp: 0, data: { type: 'track', event: 'MODAL_CREATED' } }

/**
 * The last tracked event: `{ timestamp, data: { type: 'track', event, properties? } }`.
 *
 * @example const { data } = useAppKitEvents(); if (data.event === 'CONNECT_SUCCESS') ...
 */
export function useAppKitEvents(): EventRecord {
  const appKit = useAppKitInstance()
  const events = useAppKitView(appKit, 'events')
  return useMemo(() => (events ? { timestamp: events.timestamp, data: events.data } : NO_EVENT), [events])
}
