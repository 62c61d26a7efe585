'use client'

import { type ComponentType, createElement, lazy, Suspense } from 'react'
import { flushSync } from 'react-dom'
import type { Root } from 'react-dom/client'
import { AppKitButton } from '../react/components/AppKitButton.tsx'
import { AppKitConnectButton } from '../react/components/AppKitConnectButton.tsx'
import type { AppKitElementTag } from './appKitElementTags.ts'
import type { AppKitElementProps } from './readElementProps.ts'

// `appkit-button` and `appkit-connect-button` paint with the page: a new visitor sees the connect button, whose
// code is here (`AppKitButton` loads the account button itself once it is needed). The account and network
// buttons (avatar, balance, network images) load with the first element that shows one.
const AppKitAccountButton = lazy(async () => ({
  default: (await import('../react/components/AppKitAccountButton.tsx')).AppKitAccountButton,
}))
const AppKitNetworkButton = lazy(async () => ({
  default: (await import('../react/components/AppKitNetworkButton.tsx')).AppKitNetworkButton,
}))

const COMPONENTS: Record<AppKitElementTag, ComponentType<AppKitElementProps>> = {
  'appkit-button': AppKitButton,
  'appkit-connect-button': AppKitConnectButton,
  'appkit-account-button': AppKitAccountButton,
  'appkit-network-button': AppKitNetworkButton,
}

/** react-dom's `createRoot`, as `react-dom/client` exports it. */
export type CreateReactRoot = (container: Element) => Root

/** What renders the `appkit-*` elements with React: one root per element. */
export interface AppKitElementRendering {
  /**
   * Renders (or re-renders) the React component of `tag` inside `element`, with the default instance; `sync`
   * renders before returning (taking over from a painted button in the same task, so no frame shows neither).
   */
  renderAppKitElement(
    element: HTMLElement,
    tag: AppKitElementTag,
    props: AppKitElementProps,
    options?: { sync?: boolean },
  ): void
  /** Unmounts the React root `renderAppKitElement` made in `element`, if any. */
  unmountAppKitElement(element: HTMLElement): void
}

/**
 * The elements' React renderer over `createRoot`. The caller hands react-dom's client in rather than this module
 * importing it: `@org/appkit/react` passes the one its page already loads (a module shared by the page's first
 * load and this lazy chunk made rolldown keep React in an eager file of its own), the framework-free entry the one
 * it loads with this code (`standaloneElementRenderer`).
 *
 * @example const { renderAppKitElement } = createElementRenderer(createRoot)
 */
export function createElementRenderer(createRoot: CreateReactRoot): AppKitElementRendering {
  const roots = new WeakMap<HTMLElement, Root>()
  return {
    renderAppKitElement(element, tag, props, { sync = false } = {}) {
      let root = roots.get(element)
      if (!root) {
        root = createRoot(element)
        roots.set(element, root)
      }
      const target = root
      const render = () =>
        target.render(createElement(Suspense, { fallback: null }, createElement(COMPONENTS[tag], props)))
      if (sync) flushSync(render)
      else render()
    },
    unmountAppKitElement(element) {
      roots.get(element)?.unmount()
      roots.delete(element)
    },
  }
}
