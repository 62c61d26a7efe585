import type { Core } from '@org/appkit-core'
import type { ComponentType, createElement } from 'react'
import type { createRoot } from 'react-dom/client'

/** The code the modal needs, loaded on demand: the modal from `@org/appkit-scaffold`, and React to render it. */
export interface ModalModules {
  AppKitModal: ComponentType<{ core: Core }>
  createElement: typeof createElement
  createRoot: typeof createRoot
}

/** The part of `@org/appkit-scaffold` the mount needs: the modal, bound to a core. */
interface ScaffoldModule {
  AppKitModal?: ComponentType<{ core: Core }>
}

/**
 * Imports the modal's code (`@org/appkit-scaffold`, React and react-dom; only our own chunks, no other request).
 * Browser only, and never at import: the first `open()` or the idle prefetch calls it.
 * Throws '@org/appkit-scaffold does not export AppKitModal' for a scaffold build without the modal.
 *
 * @example const { AppKitModal, createRoot } = await loadModalModules()
 */
export async function loadModalModules(): Promise<ModalModules> {
  const [scaffold, { createElement }, { createRoot }] = await Promise.all([
    import('@org/appkit-scaffold') as Promise<ScaffoldModule>,
    import('react'),
    import('react-dom/client'),
  ])
  const { AppKitModal } = scaffold
  if (!AppKitModal) throw new TypeError('@org/appkit-scaffold does not export AppKitModal')
  return { AppKitModal, createElement, createRoot }
}
