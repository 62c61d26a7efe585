import { describe, expect, it, vi } from 'vitest'
import { createTestAppKit } from '../test/createTestAppKit.ts'
import { renderOutsideAct } from '../test/renderOutsideAct.ts'

// An element that came with the page's HTML (in the document when its tag is defined, as a server-rendered page
// has it) is not painted: the page's React hydrates it, and a child it did not render would be a hydration
// mismatch. A file of its own: the tags must not be defined before the test.
renderOutsideAct()

const buttonOf = (element: Element) =>
  element.querySelector('[data-apkt-shadow-host]')?.shadowRoot?.querySelector('button') ?? null

describe('an appkit-* element that came with the page', () => {
  it('is rendered by React in a task of its own, unpainted; one added later is painted at once', async () => {
    const wrapper = document.createElement('div')
    wrapper.innerHTML = '<appkit-connect-button label="Go"></appkit-connect-button>'
    document.body.append(wrapper)
    const fromHtml = wrapper.firstElementChild as HTMLElement
    expect(customElements.get('appkit-connect-button')).toBeUndefined()

    createTestAppKit()

    expect(customElements.get('appkit-connect-button')).toBeDefined()
    expect(fromHtml.childNodes).toHaveLength(0)
    const later = document.createElement('appkit-connect-button')
    later.setAttribute('label', 'Later')
    wrapper.append(later)
    expect(buttonOf(later)?.textContent).toBe('Later')
    await vi.waitFor(() => expect(buttonOf(fromHtml)?.textContent).toBe('Go'))
    wrapper.remove()
  })
})
