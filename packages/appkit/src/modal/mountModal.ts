import type { Core } from '@org/appkit-core'
import { createModalLoader, type ModalLoader } from './createModalLoader.ts'

export interface MountedModal {
  /** The element appended to `document.body` that holds the modal's React root. */
  container: HTMLElement
  unmount(): void
}

export interface MountModalOptions {
  /** Loads the modal's code; default a loader of its own (pass the instance's shared loader). */
  load?: ModalLoader
  document?: Document
}

/** The attribute marking the modal's container (tests and host pages can find it). */
export const MODAL_CONTAINER_ATTRIBUTE = 'data-appkit-modal'

/**
 * Loads the modal (`@org/appkit-scaffold`, React and react-dom) on demand, unless a prefetch already did, and
 * renders `<AppKitModal core keepMounted>` into a container appended to `document.body`. Browser only: call it on the
 * first `open()` or once the page is idle (the prefetch), never at import.
 *
 * When the prefetch has already loaded the code, the mount happens synchronously, inside the call: opened from a
 * click, React then renders the modal in that click's task (a discrete update) instead of after an await and a
 * frame of its own; the first wallet shows one frame sooner.
 *
 * @example const modal = await mountModal(core, { load: loadModal })
 */
export async function mountModal(
  core: Core,
  { load = createModalLoader(), document = globalThis.document }: MountModalOptions = {},
): Promise<MountedModal> {
  const { AppKitModal, createElement, createRoot } = load.loaded() ?? (await load())
  const container = document.createElement('div')
  container.setAttribute(MODAL_CONTAINER_ATTRIBUTE, '')
  document.body.append(container)
  const root = createRoot(container)
  // The overlay goes into the root's own container: a portal elsewhere (the body) would make React attach its
  // event listeners to one more element in the click's task. It stays mounted while closed (`keepMounted`):
  // mounted ahead by the prefetch, the Connect view waits there hidden and an open only shows it.
  root.render(createElement(AppKitModal, { core, container, keepMounted: true }))
  return {
    container,
    unmount() {
      root.unmount()
      container.remove()
    },
  }
}
