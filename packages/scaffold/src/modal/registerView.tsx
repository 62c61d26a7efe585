'use client'

import type { RouterData } from '@org/appkit-core/internal'
import { type ComponentType, lazy, useContext, useState } from 'react'
import type { Messages } from '../i18n/Messages.ts'
import { ViewRetryContext } from './ViewRetryContext.ts'
import { AdoptStyles } from './ViewStylesContext.tsx'

/** A view's header title; `undefined` falls back to the catalogue's `common.viewTitle<View>`. */
export type ViewTitle = (messages: Messages, data: RouterData | undefined) => string | undefined

/** What the router outlet knows about a view: the component (styles included) and, optionally, its title. */
export interface ViewEntry {
  Component: ComponentType
  /** An eager view's stylesheet, adopted with the shell's own so the first paint is styled. */
  styles?: string
  title?: ViewTitle
  /**
   * A lazy view's chunk, loaded ahead of need (see usePrefetchViews): a view mounted after it resolved renders
   * at once, with no skeleton. Rejects when the chunk fails; the view itself then loads it again when shown.
   */
  preload?: () => Promise<void>
}

/** What a lazily loaded view module provides. */
export interface LoadedView {
  View: ComponentType
  styles: string
}

function withStyles(View: ComponentType, styles: string): ComponentType {
  function StyledView() {
    return (
      <>
        <AdoptStyles css={styles} />
        <View />
      </>
    )
  }
  StyledView.displayName = `Styled(${View.displayName ?? View.name})`
  return StyledView
}

/**
 * A view bundled with the modal (the connect basics).
 *
 * @example Connect: eagerView(ConnectView, connectViewStyles)
 */
export function eagerView(View: ComponentType, styles: string, title?: ViewTitle): ViewEntry {
  return { Component: withStyles(View, styles), styles, ...(title ? { title } : {}) }
}

/**
 * A view loaded with `import()` the first time it is shown or preloaded (its chunk holds the component and its
 * styles); the outlet shows a skeleton while it loads.
 *
 * @example
 * Networks: lazyView(async () => ({
 *   View: (await import('../views/NetworksView/NetworksView.tsx')).NetworksView,
 *   styles: (await import('../views/NetworksView/NetworksView.styles.ts')).networksViewStyles,
 * }))
 */
export function lazyView(load: () => Promise<LoadedView>, title?: ViewTitle): ViewEntry {
  // One import shared by a preload and the first render; a failure is not kept, so the next attempt loads anew.
  let pending: Promise<ComponentType> | undefined
  let loaded: ComponentType | undefined
  const fetchView = () => {
    pending ??= load().then(
      ({ View, styles }) => {
        loaded = withStyles(View, styles)
        return loaded
      },
      (error: unknown) => {
        pending = undefined
        throw error
      },
    )
    return pending
  }
  // React.lazy keeps a failed import failed (so a broken chunk is not fetched in a loop); Try again in the
  // surrounding ViewErrorBoundary (a new retry count) gets a fresh one that loads the chunk anew.
  let renderedRetry = 0
  let failedRetry: number | undefined
  const create = (): ComponentType =>
    lazy(async () => {
      const retry = renderedRetry
      try {
        return { default: await fetchView() }
      } catch (error) {
        failedRetry = retry
        throw error
      }
    })
  let Current = create()
  // biome-ignore lint/correctness/noComponentHookFactories: called once per view at module level, never in render
  function LazyView() {
    const retry = useContext(ViewRetryContext)
    renderedRetry = retry
    if (failedRetry !== undefined && retry !== failedRetry) {
      failedRetry = undefined
      Current = create()
    }
    // Chosen once per mount: an already loaded view renders without suspending (no skeleton frame), and a
    // re-render never swaps the component type under a mounted view (which would reset its state).
    const [View] = useState(() => loaded ?? Current)
    return <View />
  }
  return {
    Component: LazyView,
    ...(title ? { title } : {}),
    preload: () => fetchView().then(() => undefined),
  }
}
