import type { Core } from '@org/appkit-core'
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
vi.mock('@org/appkit-scaffold', async () => {
  const { useSnapshot } = await import('valtio')
  return {
    // Shown while the core's modal is open, as the real one.
    AppKitModal: ({ core }: { core: Core }) =>
      useSnapshot(core.modal.state).open ? <div role="dialog">modal</div> : null,
  }
})
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
  it('imports the modal once the page is idle and mounts it closed; the first open() reuses both', async () => {
    vi.useFakeTimers()
    try {
      imports.count = 0
      const appKit = createTestAppKit()
      expect(imports.count).toBe(0)
      // The prefetch comes with the core's code; happy-dom has no requestIdleCallback: the timeout fallback
      // schedules it (the load, then the warm-up and the mount in the next idle period).
      await coreOf(appKit)
      expect(imports.count).toBe(0)
      await act(() => vi.advanceTimersByTimeAsync(PREFETCH_FALLBACK_DELAY_MS))
      expect(imports.count).toBe(1)
      // The import itself takes real time; then the next idle period (the fallback again) warms up and mounts.
      vi.useRealTimers()
      const containers = () => document.querySelectorAll('[data-appkit-modal]')
      await vi.waitFor(() => expect(containers()).toHaveLength(1), { timeout: 20_000 })
      const [container] = containers()
      expect(container?.querySelector('[role="dialog"]')).toBeNull()
      await act(() => appKit.open())
      expect(containers()).toHaveLength(1)
      expect(containers()[0]).toBe(container)
      expect(container?.querySelector('[role="dialog"]')).not.toBeNull()
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
