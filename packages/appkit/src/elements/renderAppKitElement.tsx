'use client'

import { type ComponentType, createElement, lazy, Suspense } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
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

const roots = new WeakMap<HTMLElement, Root>()

/**
 * Renders (or re-renders) the React component of `tag` inside `element`, with the default instance; `sync`
 * renders before returning (taking over from a painted button in the same task, so no frame shows neither).
 */
export function renderAppKitElement(
  element: HTMLElement,
  tag: AppKitElementTag,
  props: AppKitElementProps,
  { sync = false }: { sync?: boolean } = {},
) {
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
}

/** Unmounts the React root `renderAppKitElement` made in `element`, if any. */
export function unmountAppKitElement(element: HTMLElement) {
  roots.get(element)?.unmount()
  roots.delete(element)
}
