import type { Core } from '@org/appkit-core'
import { loadModalModules, type ModalModules } from './loadModalModules.ts'

export interface MountedModal {
  /** The element appended to `document.body` that holds the modal's React root. */
  container: HTMLElement
  unmount(): void
}

export interface MountModalOptions {
  /** Loads the modal's code; default `loadModalModules` (pass the instance's shared loader). */
  load?: () => Promise<ModalModules>
  document?: Document
}

/** The attribute marking the modal's container (tests and host pages can find it). */
export const MODAL_CONTAINER_ATTRIBUTE = 'data-appkit-modal'

/**
 * Loads the modal (`@org/appkit-scaffold`, React and react-dom) on demand, unless a prefetch already did, and
 * renders `<AppKitModal core>` into a container appended to `document.body`. Browser only: call it on the first
 * `open()`, never at import.
 *
 * @example const modal = await mountModal(core, { load: loadModal })
 */
export async function mountModal(
  core: Core,
  { load = loadModalModules, document = globalThis.document }: MountModalOptions = {},
): Promise<MountedModal> {
  const { AppKitModal, createElement, createRoot } = await load()
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
