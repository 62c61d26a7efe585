import { createMemoryStorage } from '@org/appkit-core'
import { createStorageKeys } from '@org/appkit-core/internal'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getAppKitInternals } from '../getAppKitInternals.ts'
import { createTestAppKit } from '../test/createTestAppKit.ts'
import { renderOutsideAct } from '../test/renderOutsideAct.ts'

// An `appkit-button` or `appkit-connect-button` paints its button without React in the task that connects it;
// React renders the element once the page has painted and takes over in one task. These check what the painted
// button shows and does, and the hand-over. (That the painted DOM is the DOM React renders is checked in
// @org/appkit-ui, createButtonElement.test.tsx and createIsolatedHostElement.test.tsx; that it looks the same, by
// its box and computed styles in Chromium, in apps/compat's e2e.)

renderOutsideAct()

const wrappers: HTMLElement[] = []

afterEach(() => {
  for (const wrapper of wrappers.splice(0)) wrapper.remove()
})

function append(html: string): HTMLElement {
  const wrapper = document.createElement('div')
  wrappers.push(wrapper)
  wrapper.innerHTML = html
  document.body.append(wrapper)
  return wrapper.firstElementChild as HTMLElement
}

const hostOf = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-apkt-shadow-host]')
const buttonOf = (element: HTMLElement) => hostOf(element)?.shadowRoot?.querySelector('button') ?? null

/** Resolves once React has rendered the element: its shadow host is no longer `painted`. */
async function takenOver(element: HTMLElement, painted: HTMLElement) {
  await vi.waitFor(() => {
    const host = hostOf(element)
    expect(host).not.toBeNull()
    expect(host).not.toBe(painted)
  })
}

describe('a painted appkit-* button', () => {
  it('shows in the task that connects the element, and React renders the same button after the first paint', async () => {
    createTestAppKit()
    const element = append('<appkit-button label="Go" size="sm"></appkit-button>')

    // No flushSync, no wait: React renders in a task of its own, so this is the painted button.
    const painted = hostOf(element)
    if (!painted) throw new Error('nothing painted')
    expect(buttonOf(element)?.textContent).toBe('Go')
    expect(buttonOf(element)?.dataset.size).toBe('sm')
    expect(painted.shadowRoot?.adoptedStyleSheets).toHaveLength(2)

    await takenOver(element, painted)
    expect(element.querySelectorAll('[data-apkt-shadow-host]')).toHaveLength(1)
    expect(buttonOf(element)?.textContent).toBe('Go')
    expect(buttonOf(element)?.dataset.size).toBe('sm')
    expect(hostOf(element)?.shadowRoot?.adoptedStyleSheets).toEqual(painted.shadowRoot?.adoptedStyleSheets)
  })

  it("paints without making the instance's state, a returning visitor's button as loading", () => {
    const storage = createMemoryStorage()
    createStorageKeys(storage).connectionStatus('eip155').set('connected')
    const read = vi.spyOn(storage, 'getItem')
    createTestAppKit({ storage })
    const element = append('<appkit-button></appkit-button>')

    expect(buttonOf(element)?.getAttribute('aria-busy')).toBe('true')
    // Made, the state would have read the recent wallets (the state it starts from does not).
    expect(read.mock.calls.map(([key]) => key)).not.toContain('@appkit/recent-wallets')
    expect(read.mock.calls.map(([key]) => key)).toContain('@appkit/connection-status/eip155')
  })

  it('opens the modal when clicked, for the namespace the element names', () => {
    const appKit = createTestAppKit()
    const open = vi.spyOn(appKit, 'open').mockResolvedValue(undefined)
    const element = append('<appkit-connect-button namespace="eip155"></appkit-connect-button>')

    buttonOf(element)?.click()

    expect(open).toHaveBeenCalledWith({ namespace: 'eip155' })
  })

  it('paints the loading label, ignoring clicks, while the modal is open, in the dark theme the instance has', async () => {
    const appKit = createTestAppKit({ themeMode: 'dark' })
    const open = vi.spyOn(appKit, 'open').mockResolvedValue(undefined)
    const { state } = await getAppKitInternals(appKit).loadState()
    state.modal.open = true
    const element = append('<appkit-button loadinglabel="Wait"></appkit-button>')

    const button = buttonOf(element)
    expect(button?.textContent).toBe('Wait')
    expect(button?.getAttribute('aria-busy')).toBe('true')
    button?.click()
    expect(open).not.toHaveBeenCalled()
    const tokens = hostOf(element)?.shadowRoot?.adoptedStyleSheets[0]
    expect(Array.from(tokens?.cssRules ?? [], (rule) => rule.cssText).join('\n')).toContain(
      'color-scheme: dark',
    )
  })

  it("hands the focus to React's button when it had it", async () => {
    createTestAppKit()
    const element = append('<appkit-button></appkit-button>')
    const painted = hostOf(element)
    if (!painted) throw new Error('nothing painted')
    buttonOf(element)?.focus()
    expect(painted.shadowRoot?.activeElement).toBe(buttonOf(element))

    await takenOver(element, painted)

    const button = buttonOf(element)
    expect(button?.textContent).toBe('Connect Wallet')
    expect(hostOf(element)?.shadowRoot?.activeElement).toBe(button)
  })

  it('shows an attribute change before the first paint at once', () => {
    createTestAppKit()
    const element = append('<appkit-button label="Go"></appkit-button>')

    element.setAttribute('label', 'Start')

    // Painted again, or rendered by React when its code is already here (createAppKitElementClass.test.ts).
    expect(element.querySelectorAll('[data-apkt-shadow-host]')).toHaveLength(1)
    expect(buttonOf(element)?.textContent).toBe('Start')
  })

  it('leaves nothing behind, and React renders nothing, when the element is removed before the first paint', async () => {
    createTestAppKit()
    const element = append('<appkit-button></appkit-button>')
    expect(hostOf(element)).not.toBeNull()

    element.remove()
    await new Promise((resolve) => setTimeout(resolve, 400))

    expect(element.childNodes).toHaveLength(0)
  })

  it('is not painted for the account and network buttons, which React renders as before', () => {
    createTestAppKit()
    const element = append('<appkit-network-button></appkit-network-button>')
    expect(hostOf(element)).toBeNull()
  })
})
