import type { ChainNamespace, Core } from '@org/appkit-core'
import type { CoreState } from '@org/appkit-core/internal'
import type { Snapshot } from 'valtio/vanilla'
import type { AppKit } from './AppKit.ts'
import type { ButtonState } from './state/getButtonState.ts'

/** The instance's own state, beside the core's controllers. */
export interface AppKitStatus {
  /** True once the core has started (browser only): connectors synced, stored sessions restored. */
  initialized: boolean
}

/** What the hooks, components, elements and the modal need from an instance; not public API. */
export interface AppKitInternals {
  /**
   * The states the hooks, buttons and getters read: made on first read (or once the page has painted), driven by
   * the core once its code has loaded (the same objects, so a subscriber never moves).
   */
  readonly state: CoreState
  readonly status: AppKitStatus
  /**
   * What a connect button of `namespace` (else the active one) shows: from the state once it is made, else from
   * the options and the storage as the state would read (a painted `<appkit-button>` does not make the state).
   */
  getButtonState(namespace: ChainNamespace | undefined): ButtonState
  /** The core, once its code has loaded (a browser loads it at once; a server never does). */
  getCore(): Core | undefined
  /** Resolves with the core once its code has loaded; rejects on a server, where it never loads. */
  loadCore(): Promise<Core>
  /**
   * The snapshot a hydrating client renders first: the state as it was before the instance started, which is what
   * the server rendered. On a server it is the current state.
   */
  getServerSnapshot<T extends object>(state: T): Snapshot<T>
  /** Unmounts the modal and stops the core (tests, hot reload). */
  dispose(): void
}

const registry = new WeakMap<AppKit, AppKitInternals>()

export function registerAppKitInternals(appKit: AppKit, internals: AppKitInternals): void {
  registry.set(appKit, internals)
}

/** The internals of an instance made by `createAppKit`; throws for anything else. */
export function getAppKitInternals(appKit: AppKit): AppKitInternals {
  const internals = registry.get(appKit)
  if (!internals) throw new TypeError('Not an AppKit instance: create it with createAppKit(...)')
  return internals
}
