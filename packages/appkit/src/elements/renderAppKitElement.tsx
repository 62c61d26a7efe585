import { type ComponentType, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { AppKitAccountButton } from '../react/components/AppKitAccountButton.tsx'
import { AppKitButton } from '../react/components/AppKitButton.tsx'
import { AppKitConnectButton } from '../react/components/AppKitConnectButton.tsx'
import { AppKitNetworkButton } from '../react/components/AppKitNetworkButton.tsx'
import type { AppKitElementTag } from './appKitElementTags.ts'
import type { AppKitElementProps } from './readElementProps.ts'

const COMPONENTS: Record<AppKitElementTag, ComponentType<AppKitElementProps>> = {
  'appkit-button': AppKitButton,
  'appkit-connect-button': AppKitConnectButton,
  'appkit-account-button': AppKitAccountButton,
  'appkit-network-button': AppKitNetworkButton,
}

const roots = new WeakMap<HTMLElement, Root>()

/** Renders (or re-renders) the React component of `tag` inside `element`, with the default instance. */
export function renderAppKitElement(element: HTMLElement, tag: AppKitElementTag, props: AppKitElementProps) {
  let root = roots.get(element)
  if (!root) {
    root = createRoot(element)
    roots.set(element, root)
  }
  root.render(createElement(COMPONENTS[tag], props))
}

export function unmountAppKitElement(element: HTMLElement) {
  roots.get(element)?.unmount()
  roots.delete(element)
}
