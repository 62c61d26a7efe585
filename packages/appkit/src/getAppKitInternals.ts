import type { ChainNamespace, Core } from '@org/appkit-core'
import type { AppKit } from './AppKit.ts'
import type { AppKitView } from './state/AppKitView.ts'
import type { ButtonState } from './state/getButtonState.ts'
import type { AppKitState } from './state/makeAppKitState.ts'

/** What the hooks, components, elements and the modal need from an instance; not public API. */
export interface AppKitInternals {
  /**
   * What the hooks, the buttons and the getters read: the state's snapshots once it is made (its code loads with
   * the core's), else the state it starts from (`getInitialAppKitView`). Each part is the same object until it
   * changes.
   */
  getView(): AppKitView
  /** What a server rendered: the state the instance starts from, without the restoring of a stored connection. */
  getServerView(): AppKitView
  /** Calls `onChange` once `key`'s part of the view has changed, before and after the state is made. */
  subscribeView(key: keyof AppKitView, onChange: () => void): () => void
  /** Loads the state's code (with the core's) and makes the state, once. */
  loadState(): Promise<AppKitState>
  /**
   * What a connect button of `namespace` (else the active one) shows, from the view; before anything has read the
   * view, from the options and the stored connection alone (`getStartButtonState`).
   */
  getButtonState(namespace: ChainNamespace | undefined): ButtonState
  /** The core, once its code has loaded (a browser loads it at once; a server never does). */
  getCore(): Core | undefined
  /** Resolves with the core once its code has loaded; rejects on a server, where it never loads. */
  loadCore(): Promise<Core>
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
