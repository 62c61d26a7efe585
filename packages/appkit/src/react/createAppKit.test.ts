import { createMemoryStorage } from '@org/appkit-core'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setDefaultAppKit } from '../defaultAppKit.ts'
import { getAppKitInternals } from '../getAppKitInternals.ts'
import { arbitrum, mainnet } from '../networks/presets.ts'
import { offlineFetch } from '../test/createTestAppKit.ts'
import { queryShadowButton } from '../test/queryShadowButton.ts'
import { renderOutsideAct } from '../test/renderOutsideAct.ts'
import { createAppKit } from './createAppKit.ts'

// The React entry's createAppKit renders the appkit-* elements with react-dom's client that the entry imports (the
// page's own), not one loaded with the renderer; the chunk test checks the bundle, this that the elements render.

vi.mock('react-dom/client', async (importOriginal) => {
  const original = await importOriginal<typeof import('react-dom/client')>()
  return { ...original, createRoot: vi.fn(original.createRoot) }
})

renderOutsideAct()

afterEach(() => setDefaultAppKit(undefined))

describe("@org/appkit/react's createAppKit", () => {
  it('defines the appkit-* elements, which React renders through the entry’s react-dom client', async () => {
    const appKit = createAppKit({
      projectId: 'test-project-id',
      networks: [mainnet, arbitrum],
      fetch: offlineFetch,
      storage: createMemoryStorage(),
    })
    try {
      expect(customElements.get('appkit-button')).toBeDefined()
      const wrapper = document.createElement('div')
      wrapper.innerHTML = '<appkit-button label="Go"></appkit-button>'
      document.body.append(wrapper)
      const element = wrapper.firstElementChild as HTMLElement
      // Painted at once, then rendered by React once the page has painted.
      expect(queryShadowButton(element)?.textContent).toBe('Go')
      await vi.waitFor(() => expect(vi.mocked(createRoot)).toHaveBeenCalledWith(element))
      element.setAttribute('label', 'Start')
      await vi.waitFor(() => expect(queryShadowButton(element)?.textContent).toBe('Start'))
      wrapper.remove()
    } finally {
      getAppKitInternals(appKit).dispose()
    }
  })
})
