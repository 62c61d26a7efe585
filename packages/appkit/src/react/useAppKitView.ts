'use client'

import { useCallback, useSyncExternalStore } from 'react'
import type { AppKit } from '../AppKit.ts'
import { getAppKitInternals } from '../getAppKitInternals.ts'
import type { AppKitView } from '../state/AppKitView.ts'

const noop = () => undefined

/**
 * One part of what the instance's state reads (`key`), re-rendering when it changes: the state it starts from
 * until the state's code has loaded, then the state's snapshots. While hydrating it first renders what the server
 * rendered. Undefined without an instance.
 *
 * @example const chain = useAppKitView(appKit, 'chain')
 */
export function useAppKitView<K extends keyof AppKitView>(
  appKit: AppKit | undefined,
  key: K,
): AppKitView[K] | undefined {
  const internals = appKit ? getAppKitInternals(appKit) : undefined
  const subscribe = useCallback(
    (onChange: () => void) => (internals ? internals.subscribeView(key, onChange) : noop),
    [internals, key],
  )
  const getSnapshot = useCallback(() => internals?.getView()[key], [internals, key])
  const getServerSnapshot = useCallback(() => internals?.getServerView()[key], [internals, key])
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
