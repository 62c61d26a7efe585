import type { KeyValueStorage } from '@org/appkit-core'
import {
  type CoreState,
  createCoreState,
  markConnectionsRestoring,
  type ResolvedAppKitOptions,
} from '@org/appkit-core/internal'
import { proxy, snapshot, subscribe } from 'valtio/vanilla'
import type { CreateAppKitOptions } from '../CreateAppKitOptions.ts'
import type { AppKitStatus, AppKitView } from './AppKitView.ts'
import { deepEqual } from './deepEqual.ts'

export interface MakeAppKitStateParameters {
  options: CreateAppKitOptions
  /** What `normalizeAppKitOptions` made of `options` (`createAppKit` checks them at once). */
  resolvedOptions: ResolvedAppKitOptions
  storage: KeyValueStorage
  /** In a browser a stored connection is restored at start, so it reads connecting from the start. */
  browser: boolean
}

/** An instance's state: what the core drives, and what the hooks, the buttons and the getters read of it. */
export interface AppKitState {
  readonly state: CoreState
  readonly status: AppKitStatus
  /** Snapshots of the state, each read when asked (the same object until that part changes). */
  readonly view: AppKitView
  /** Calls `onChange` once `key`'s part of the state has changed (valtio batches: after the task). */
  subscribe(key: keyof AppKitView, onChange: () => void): () => void
  /**
   * Calls `callback` with `select()` once what it reads of `keys` has changed (compared by value), starting from
   * `seen`: what the subscriber read when it subscribed, maybe before the state was made (then it is called at
   * once when the value differs already). Returns the unsubscribe function.
   */
  watch<T>(
    keys: readonly (keyof AppKitView)[],
    select: () => T,
    callback: (value: T) => void,
    seen: T,
  ): () => void
}

/**
 * Makes an instance's state (`createCoreState`, valtio proxies). Code of its own, which loads with the core's:
 * until it has, an instance reads the state it starts from (`getInitialAppKitView`). Throws what the options throw.
 *
 * @example const { state, view } = makeAppKitState({ options, resolvedOptions, storage, browser: true })
 */
export function makeAppKitState({
  options,
  resolvedOptions,
  storage,
  browser,
}: MakeAppKitStateParameters): AppKitState {
  const state = createCoreState({ ...options, storage, resolvedOptions })
  const status = proxy<AppKitStatus>({ initialized: false })
  // A returning visitor's button reads connecting while the core loads (the core's start would say so too).
  if (browser && state.options.state.enableReconnect) markConnectionsRestoring(state)
  const sources: Record<keyof AppKitView, object> = {
    chain: state.chain,
    connection: state.connection,
    connector: state.connector,
    modal: state.modal,
    theme: state.theme.state,
    events: state.events,
    options: state.options.state,
    status,
  }
  const view = {} as AppKitView
  for (const [key, source] of Object.entries(sources)) {
    Object.defineProperty(view, key, { enumerable: true, get: () => snapshot(source) })
  }
  return {
    state,
    status,
    view,
    subscribe: (key, onChange) => subscribe(sources[key], onChange),
    watch(keys, select, callback, seen) {
      let last = seen
      const onChange = () => {
        const next = select()
        if (deepEqual(last, next)) return
        last = next
        callback(next)
      }
      const unsubscribes = keys.map((key) => subscribe(sources[key], onChange))
      onChange()
      return () => {
        for (const unsubscribe of unsubscribes) unsubscribe()
      }
    },
  }
}
