import type { ChainNamespace } from '@org/appkit-core'
import type { AppKitView } from './AppKitView.ts'
import { type ButtonState, getButtonState } from './getButtonState.ts'
import {
  getInitialAppKitView,
  type InitialAppKitView,
  type InitialAppKitViewSources,
} from './getInitialAppKitView.ts'
import { getStartButtonState } from './getStartButtonState.ts'
import type { AppKitState, MakeAppKitStateParameters, makeAppKitState } from './makeAppKitState.ts'

type MakeAppKitState = typeof makeAppKitState

export interface LazyStateParameters {
  /** `makeAppKitState` when its code has loaded, else undefined. */
  make: () => MakeAppKitState | undefined
  /** Loads its code (once; a failed load is tried again by the next call). */
  load: () => Promise<MakeAppKitState>
  parameters: MakeAppKitStateParameters
}

/**
 * An instance's state whose code loads later (`makeAppKitState`, with the core's): made as soon as its code has
 * loaded and something reads it. Until then what it reads is the state the instance starts from
 * (`getInitialAppKitView`), which the theme and network setters replace (`updateStartView`, and its listeners
 * re-render), and what needs the state itself waits (`whenMade`; `withState` also starts the load in a browser). What
 * waited runs once it is made, in call order, before the view's listeners hear that it is now the state's.
 *
 * @example const { view, withState } = createLazyState({ make, load, parameters })
 */
export function createLazyState({ make, load, parameters }: LazyStateParameters) {
  let made: AppKitState | undefined
  /** The state it starts from, until it is made; replaced (not changed) by the setters that apply to it. */
  let startView: InitialAppKitView | undefined
  let serverView: AppKitView | undefined
  /** What waits for the state: setters and subscriptions from before it was made, in call order. */
  const waiting: ((appKitState: AppKitState) => void)[] = []
  /** Who listens to the view before the state is made. */
  const viewListeners = new Set<() => void>()

  function makeWith(makeState: MakeAppKitState): AppKitState {
    if (made) return made
    made = makeState(parameters)
    startView = undefined
    const listeners = [...viewListeners]
    viewListeners.clear()
    for (const action of waiting.splice(0)) {
      try {
        action(made)
      } catch (error) {
        // A setter that already returned: the console is where its failure can go.
        console.error(error)
      }
    }
    // The view is the state's snapshots now, with the setters from before applied.
    for (const listener of listeners) listener()
    return made
  }
  /** The state, made now when its code has loaded (else undefined). */
  function current(): AppKitState | undefined {
    if (made) return made
    const makeState = make()
    return makeState ? makeWith(makeState) : undefined
  }
  const sources = (restoring: boolean): InitialAppKitViewSources => ({
    options: parameters.resolvedOptions,
    storage: parameters.storage,
    restoring,
  })
  const initialView = (restoring: boolean) => getInitialAppKitView(sources(restoring))
  /** The state it starts from while the state is not made (undefined once it is). */
  function getStartView(): InitialAppKitView | undefined {
    if (current()) return undefined
    startView ??= initialView(parameters.browser)
    return startView
  }
  /** Runs `action` on the state once it is made (at once when it is). */
  function whenMade(action: (appKitState: AppKitState) => void): void {
    const appKitState = current()
    if (appKitState) action(appKitState)
    else waiting.push(action)
  }
  async function loadState(): Promise<AppKitState> {
    return makeWith(await load())
  }
  function subscribeView(key: keyof AppKitView, onChange: () => void): () => void {
    let unsubscribe: (() => void) | undefined
    let cancelled = false
    if (!made) viewListeners.add(onChange)
    whenMade((appKitState) => {
      if (!cancelled) unsubscribe = appKitState.subscribe(key, onChange)
    })
    return () => {
      cancelled = true
      viewListeners.delete(onChange)
      unsubscribe?.()
    }
  }

  /** What the hooks, the buttons and the getters read: the state's snapshots, or the state it starts from. */
  const view = (): AppKitView => current()?.view ?? (getStartView() as InitialAppKitView)

  return {
    /** The state once it is made. */
    made: () => made,
    loadState,
    view,
    /** What a server rendered: on a server the view; in a browser the start view without the restoring. */
    serverView(): AppKitView {
      if (!parameters.browser) return view()
      serverView ??= initialView(false)
      return serverView
    },
    subscribeView,
    /**
     * What a connect button of `namespace` (else the active one) shows of the view. Before anything has read the
     * view (the button an element paints with the page), read without building the state it starts from.
     */
    buttonState(namespace: ChainNamespace | undefined): ButtonState {
      if (made || startView || make()) return getButtonState(view(), namespace)
      return getStartButtonState(sources(parameters.browser), namespace)
    },
    /** Applies a setter to the state it starts from, before the state is made; its listeners hear of it. */
    updateStartView(update: (start: InitialAppKitView) => InitialAppKitView): void {
      const start = getStartView()
      if (!start) return
      startView = update(start)
      for (const listener of [...viewListeners]) listener()
    },
    /** `whenMade`, loading the state's code now in a browser (a server never loads it: the action waits). */
    withState(action: (appKitState: AppKitState) => void): void {
      whenMade(action)
      if (!made && parameters.browser) loadState().catch((error: unknown) => console.error(error))
    },
    /**
     * Calls `callback` with `select()` once what it reads of the view's `keys` has changed, from once the state is
     * made (then at once when it reads otherwise than when this was called). Returns the unsubscribe function.
     */
    watch<T>(keys: readonly (keyof AppKitView)[], select: () => T, callback: (value: T) => void): () => void {
      const seen = select()
      let unsubscribe: (() => void) | undefined
      let cancelled = false
      whenMade((appKitState) => {
        if (!cancelled) unsubscribe = appKitState.watch(keys, select, callback, seen)
      })
      return () => {
        cancelled = true
        unsubscribe?.()
      }
    },
  }
}
