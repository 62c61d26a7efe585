import type { Core } from '@org/appkit-core'
import type { Snapshot } from 'valtio/vanilla'
import type { AppKit } from './AppKit.ts'

/** The instance's own state, beside the core's controllers. */
export interface AppKitStatus {
  /** True once `core.start()` resolved (browser only). */
  initialized: boolean
}

/** What the hooks, components, elements and the modal need from an instance; not public API. */
export interface AppKitInternals {
  core: Core
  status: AppKitStatus
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
