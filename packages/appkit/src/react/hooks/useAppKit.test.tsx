import { createMockAdapter } from '@org/appkit-testing'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { coreOf, createTestAppKit } from '../../test/createTestAppKit.ts'
import { withAppKit } from '../../test/withAppKit.tsx'
import { useAppKit } from './useAppKit.ts'

vi.mock('@org/appkit-scaffold', () => ({ AppKitModal: () => <div role="dialog" /> }))

describe('useAppKit', () => {
  it('opens (on a view) and closes the modal of its instance', async () => {
    const appKit = createTestAppKit({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    const { result } = renderHook(() => useAppKit(), { wrapper: withAppKit(appKit) })
    expect(Object.keys(result.current).sort()).toEqual(['close', 'open'])
    await act(() => result.current.open({ view: 'Networks' }))
    expect(appKit.isOpen()).toBe(true)
    expect((await coreOf(appKit)).router.state.view).toBe('Networks')
    await act(() => result.current.close())
    expect(appKit.isOpen()).toBe(false)
  })

  it("rejects with 'ConnectionController client not set' before createAppKit", async () => {
    const { result } = renderHook(() => useAppKit())
    await expect(result.current.open()).rejects.toThrow('ConnectionController client not set')
    await expect(result.current.close()).rejects.toThrow('ConnectionController client not set')
  })
})
