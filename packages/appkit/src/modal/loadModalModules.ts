'use client'

import type { AppKitModalProps } from '@org/appkit-scaffold'
import { type ComponentType, createElement } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'

/** The props of `AppKitModal` the mount and the warm-up pass (the scaffold's own type, so the two cannot drift). */
export type ModalProps = Pick<AppKitModalProps, 'core' | 'inline' | 'warmUp' | 'container' | 'keepMounted'>

/** The code the modal needs, loaded on demand: the modal from `@org/appkit-scaffold`, and React to render it. */
export interface ModalModules {
  AppKitModal: ComponentType<ModalProps>
  createElement: typeof createElement
  createRoot: typeof createRoot
  flushSync: typeof flushSync
}

/** The part of `@org/appkit-scaffold` the mount needs: the modal, bound to a core. */
interface ScaffoldModule {
  AppKitModal?: ComponentType<ModalProps>
  /** Loads the lazy views the modal can open on (Account, Networks); never rejects. */
  preloadOpeningViews?: () => Promise<void>
}

/**
 * Imports the modal's code (`@org/appkit-scaffold`: only our own chunks, no other request), with the page's React
 * imported statically: this module is itself loaded on demand, and the page has React already. (An `import()` of
 * React here made each React module an entry point of its own to the bundler; Vite 8 then put react-dom in a file
 * of its own that the page fetched before it could render.) It also starts loading the lazy views the modal can
 * open on besides Connect (Account for a connected visitor, Networks from the network button) without waiting for
 * them: an open on one of those then shows the view, not a skeleton. Browser only, and never at import: the first
 * `open()` or the idle prefetch calls it.
 * Throws '@org/appkit-scaffold does not export AppKitModal' for a scaffold build without the modal.
 *
 * @example const { AppKitModal, createRoot } = await loadModalModules()
 */
export async function loadModalModules(): Promise<ModalModules> {
  const scaffold = (await import('@org/appkit-scaffold')) as ScaffoldModule
  const { AppKitModal } = scaffold
  if (!AppKitModal) throw new TypeError('@org/appkit-scaffold does not export AppKitModal')
  // Asked with `in` first: a scaffold build (or a test's stand-in) may not have it, and that only costs a skeleton.
  if ('preloadOpeningViews' in scaffold) void scaffold.preloadOpeningViews?.()
  return { AppKitModal, createElement, createRoot, flushSync }
}
