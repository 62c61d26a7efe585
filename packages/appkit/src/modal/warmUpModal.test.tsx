import { describe, expect, it, vi } from 'vitest'
import { coreOf, createTestAppKit } from '../test/createTestAppKit.ts'
import { loadModalModules, type ModalModules, type ModalProps } from './loadModalModules.ts'
import { MODAL_CONTAINER_ATTRIBUTE } from './mountModal.ts'
import { MODAL_WARM_UP_ATTRIBUTE, warmUpModal } from './warmUpModal.ts'

/** The real modal and React, with the modal wrapped so the test sees what the warm-up rendered and where. */
async function loadObservedModules() {
  const modules = await loadModalModules()
  const seen: Array<{ props: ModalProps; container: Element | null }> = []
  const { AppKitModal } = modules
  const observed: ModalModules = {
    ...modules,
    AppKitModal(props) {
      seen.push({ props, container: document.querySelector(`[${MODAL_WARM_UP_ATTRIBUTE}]`) })
      return <AppKitModal {...props} />
    },
  }
  return { modules: observed, seen }
}

describe('warmUpModal', () => {
  it('renders the overlay in a hidden, inert container, and leaves nothing behind', async () => {
    const appKit = createTestAppKit()
    const core = await coreOf(appKit)
    const { modules, seen } = await loadObservedModules()
    const page = document.body.appendChild(document.createElement('button'))
    page.focus()
    // What was on the page when the warm-up read the container's box (its layout pass).
    const dialogs: Element[] = []
    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const host = this.querySelector('.apkt-modal-host')
      const dialog = host?.shadowRoot?.querySelector('[role="dialog"]')
      if (this.hasAttribute(MODAL_WARM_UP_ATTRIBUTE) && dialog) dialogs.push(dialog)
      return new DOMRect()
    })
    warmUpModal(core, modules)
    measure.mockRestore()
    expect(seen.length).toBeGreaterThan(0)
    expect(seen[0]?.props).toEqual({ core, inline: false, warmUp: true })
    // The dialog was laid out inside the warm-up container, and the page kept its focus and stayed usable.
    expect(dialogs.length).toBeGreaterThan(0)
    expect(document.activeElement).toBe(page)
    expect(page.hasAttribute('inert')).toBe(false)
    page.remove()
    const container = seen[0]?.container as HTMLElement | null
    expect(container?.getAttribute('aria-hidden')).toBe('true')
    expect(container?.hasAttribute('inert')).toBe(true)
    expect(container?.style.visibility).toBe('hidden')
    expect(container?.style.position).toBe('fixed')
    // Gone again, and the modal is neither open nor mounted.
    expect(document.querySelector(`[${MODAL_WARM_UP_ATTRIBUTE}]`)).toBeNull()
    expect(document.querySelector(`[${MODAL_CONTAINER_ATTRIBUTE}]`)).toBeNull()
    expect(container?.childElementCount).toBe(0)
    expect(appKit.isOpen()).toBe(false)
  })

  it('renders the Connect view without asking the registry for its lists (the real open does)', async () => {
    const appKit = createTestAppKit()
    const core = await coreOf(appKit)
    const { modules, seen } = await loadObservedModules()
    warmUpModal(core, modules)
    expect(seen.length).toBeGreaterThan(0)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(core.api.state.status.recommended).toBe('idle')
    expect(core.api.state.status.featured).toBe('idle')
  })
})
