import { IDLE_FALLBACK_DELAY_MS as PREFETCH_FALLBACK_DELAY_MS } from '@org/appkit-core/internal'
import { createMockAdapter } from '@org/appkit-testing'
import { act, render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { getAppKitInternals } from '../getAppKitInternals.ts'
import { AppKitConnectButton } from '../react/components/AppKitConnectButton.tsx'
import { coreOf, createTestAppKit } from '../test/createTestAppKit.ts'
import { queryShadowButton } from '../test/queryShadowButton.ts'
import { withAppKit } from '../test/withAppKit.tsx'

// The modal is the edge of this unit (built and tested in @org/appkit-scaffold); what is counted is how often
// createAppKit imports the modal's code: the real loader, wrapped.
const imports = vi.hoisted(() => ({ count: 0 }))
vi.mock('@org/appkit-scaffold', () => ({ AppKitModal: () => <div role="dialog">modal</div> }))
vi.mock('./loadModalModules.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./loadModalModules.ts')>()
  return {
    ...actual,
    loadModalModules: () => {
      imports.count += 1
      return actual.loadModalModules()
    },
  }
})

describe('the modal prefetch of createAppKit (scheduled once the core has loaded)', () => {
  it('imports the modal once the page is idle, and the first open() reuses it', async () => {
    vi.useFakeTimers()
    try {
      imports.count = 0
      const appKit = createTestAppKit()
      expect(imports.count).toBe(0)
      // The prefetch comes with the core's code; happy-dom has no requestIdleCallback: the timeout fallback
      // schedules it.
      await coreOf(appKit)
      expect(imports.count).toBe(0)
      await act(() => vi.advanceTimersByTimeAsync(PREFETCH_FALLBACK_DELAY_MS))
      expect(imports.count).toBe(1)
      vi.useRealTimers()
      await act(() => appKit.open())
      expect(document.querySelector('[data-appkit-modal] [role="dialog"]')).not.toBeNull()
      expect(imports.count).toBe(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('imports it when the pointer enters the connect button, once', async () => {
    imports.count = 0
    const appKit = createTestAppKit({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    const { container } = render(<AppKitConnectButton />, { wrapper: withAppKit(appKit) })
    await coreOf(appKit)
    const button = queryShadowButton(container)
    if (!button) throw new Error('the connect button did not render')
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }))
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }))
    expect(imports.count).toBe(1)
    await act(async () => button.click())
    expect(appKit.isOpen()).toBe(true)
    expect(imports.count).toBe(1)
  })

  it('schedules nothing once the instance is disposed', async () => {
    vi.useFakeTimers()
    try {
      imports.count = 0
      getAppKitInternals(createTestAppKit()).dispose()
      await vi.advanceTimersByTimeAsync(PREFETCH_FALLBACK_DELAY_MS * 10)
      expect(imports.count).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})
