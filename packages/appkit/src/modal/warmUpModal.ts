import type { Core } from '@org/appkit-core'
import type { ModalModules } from './loadModalModules.ts'

/** Marks the warm-up's container for the moment it is on the page. */
export const MODAL_WARM_UP_ATTRIBUTE = 'data-appkit-modal-warm-up'

// Laid out at the card's width (so styles are computed and text is shaped) but never painted, hit, focused or
// announced, and out of the page's flow.
const WARM_UP_STYLE = [
  'position:fixed',
  'top:0',
  'left:0',
  'width:360px',
  'visibility:hidden',
  'pointer-events:none',
  'z-index:-1',
  'contain:layout style paint',
].join(';')

/**
 * Renders the modal once, as the overlay a first open shows, hidden and inert, lays it out and removes it again,
 * all in one task. The first real open then finds the browser warm: the modal's functions compiled (the dialog's
 * own among them), its stylesheets' fonts resolved and text shaped, the overlay's animations resolved, and the
 * stylesheets parsed (shadow roots of the same document share parsed sheets). The warm-up dialog neither takes
 * focus nor makes the page inert. It reaches no
 * network: the render is a warm-up one (`warmUp`), so the Connect view asks the registry for nothing and shows
 * no remote image; the first real open makes those requests, when the visitor asks. Costs one idle task (tens
 * of ms). Nothing of it stays: no element, no root, no listener; the core's state is only read.
 *
 * @example warmUpModal(core, await loadModal())
 */
export function warmUpModal(
  core: Core,
  { AppKitModal, createElement, createRoot, flushSync }: ModalModules,
  document: Document = globalThis.document,
): void {
  const container = document.createElement('div')
  container.setAttribute(MODAL_WARM_UP_ATTRIBUTE, '')
  container.setAttribute('aria-hidden', 'true')
  container.setAttribute('inert', '')
  container.style.cssText = WARM_UP_STYLE
  document.body.append(container)
  const root = createRoot(container)
  try {
    // Synchronously, so the shell's second pass (its content goes into a shadow root the first pass attaches)
    // is on the page when this returns.
    flushSync(() => root.render(createElement(AppKitModal, { core, inline: false, warmUp: true })))
    // Reading a box makes the browser compute styles and lay out now, while the card is there.
    container.getBoundingClientRect()
  } finally {
    root.unmount()
    container.remove()
  }
}
