import type { Core } from '@org/appkit-core'
import type { ComponentType } from 'react'

/** The part of `@org/appkit-scaffold` the mount needs: the modal, bound to a core. */
interface ScaffoldModule {
  AppKitModal?: ComponentType<{ core: Core }>
}

export interface MountedModal {
  /** The element appended to `document.body` that holds the modal's React root. */
  container: HTMLElement
  unmount(): void
}

/** The attribute marking the modal's container (tests and host pages can find it). */
export const MODAL_CONTAINER_ATTRIBUTE = 'data-appkit-modal'

/**
 * Loads the modal (`@org/appkit-scaffold`, React and react-dom) on demand and renders `<AppKitModal core>` into a
 * container appended to `document.body`. Browser only: call it on the first `open()`, never at import.
 *
 * @example const modal = await mountModal(core)
 */
export async function mountModal(
  core: Core,
  document: Document = globalThis.document,
): Promise<MountedModal> {
  const [scaffold, { createElement }, { createRoot }] = await Promise.all([
    import('@org/appkit-scaffold') as Promise<ScaffoldModule>,
    import('react'),
    import('react-dom/client'),
  ])
  const { AppKitModal } = scaffold
  if (!AppKitModal) throw new TypeError('@org/appkit-scaffold does not export AppKitModal')
  const container = document.createElement('div')
  container.setAttribute(MODAL_CONTAINER_ATTRIBUTE, '')
  document.body.append(container)
  const root = createRoot(container)
  root.render(createElement(AppKitModal, { core }))
  return {
    container,
    unmount() {
      root.unmount()
      container.remove()
    },
  }
}
