import { createMockAdapter, MOCK_ADDRESSES } from '@org/appkit-testing'
import { flushSync } from 'react-dom'
import { describe, expect, it, vi } from 'vitest'
import { getAppKitInternals as appKitInternals } from '../getAppKitInternals.ts'
import { connect, createTestAppKit } from '../test/createTestAppKit.ts'
import { queryShadowButton } from '../test/queryShadowButton.ts'
import { renderOutsideAct } from '../test/renderOutsideAct.ts'
import { APPKIT_ELEMENT_TAGS } from './appKitElementTags.ts'
import type { AppKitElement } from './createAppKitElementClass.ts'

renderOutsideAct()

function append(html: string): HTMLElement {
  const wrapper = document.createElement('div')
  wrapper.innerHTML = html
  document.body.append(wrapper)
  return wrapper.firstElementChild as HTMLElement
}

const textOf = (element: HTMLElement) => queryShadowButton(element)?.textContent

describe('appkit-* custom elements', () => {
  it('are not registered by importing the package, only by createAppKit in a browser, before it returns', async () => {
    await import('../exports/index.ts')
    for (const tag of APPKIT_ELEMENT_TAGS) expect(customElements.get(tag)).toBeUndefined()
    createTestAppKit()
    for (const tag of APPKIT_ELEMENT_TAGS) expect(customElements.get(tag)).toBeDefined()
  })

  it('appkit-button shows the connect button in the task that connects it, before the core has loaded', () => {
    const appKit = createTestAppKit()
    expect(appKitInternals(appKit).getCore()).toBeUndefined()
    // React renders the element's root in a task of its own; inside flushSync it renders before flushSync returns,
    // so this fails if the element had to wait for any code to load first.
    const element = flushSync(() => append('<appkit-button label="Go"></appkit-button>'))
    expect(textOf(element)).toBe('Go')
    expect(appKitInternals(appKit).getCore()).toBeUndefined()
  })

  it('render the button and reflect attribute changes', async () => {
    createTestAppKit({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    const element = append('<appkit-connect-button label="Go" size="sm"></appkit-connect-button>')
    await vi.waitFor(() => expect(textOf(element)).toBe('Go'))
    expect(queryShadowButton(element)?.dataset.size).toBe('sm')
    element.setAttribute('label', 'Start')
    await vi.waitFor(() => expect(textOf(element)).toBe('Start'))
  })

  it('reflect camelCase properties to lower-case attributes', async () => {
    createTestAppKit()
    await customElements.whenDefined('appkit-button')
    const element = append('<appkit-button></appkit-button>') as AppKitElement
    element.loadingLabel = 'Wait'
    element.charsStart = 6
    element.disabled = true
    expect(element.getAttribute('loadinglabel')).toBe('Wait')
    expect(element.getAttribute('charsstart')).toBe('6')
    expect(element.hasAttribute('disabled')).toBe(true)
    expect(element.loadingLabel).toBe('Wait')
    expect(element.charsStart).toBe(6)
    element.disabled = false
    expect(element.hasAttribute('disabled')).toBe(false)
  })

  it('appkit-button follows the connection of the instance and its charsStart/charsEnd attributes', async () => {
    const appKit = createTestAppKit({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    const element = append('<appkit-button charsStart="6" charsEnd="4" balance="hide"></appkit-button>')
    await vi.waitFor(() => expect(textOf(element)).toBe('Connect Wallet'))
    await connect(appKit)
    await vi.waitFor(() =>
      expect(textOf(element)).toBe(
        `${MOCK_ADDRESSES.eip155.slice(0, 6)}...${MOCK_ADDRESSES.eip155.slice(-4)}`,
      ),
    )
  })

  it('appkit-network-button shows the network; appkit-account-button takes disabled', async () => {
    const appKit = createTestAppKit({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    await connect(appKit)
    const network = append('<appkit-network-button></appkit-network-button>')
    const account = append('<appkit-account-button disabled></appkit-account-button>')
    await vi.waitFor(() => expect(textOf(network)).toBe('Ethereum'))
    await vi.waitFor(() => expect(queryShadowButton(account)?.disabled).toBe(true))
  })

  it('unmount their React root when removed from the page', async () => {
    createTestAppKit()
    const element = append('<appkit-connect-button></appkit-connect-button>')
    await vi.waitFor(() => expect(textOf(element)).toBe('Connect Wallet'))
    element.remove()
    await vi.waitFor(() => expect(element.querySelector('[data-apkt-shadow-host]')).toBeNull())
  })
})
