import { createMockAdapter } from '@org/appkit-testing'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { arbitrum } from '../../networks/presets.ts'
import { createTestAppKit } from '../../test/createTestAppKit.ts'
import { withAppKit } from '../../test/withAppKit.tsx'
import { useAppKitState } from './useAppKitState.ts'

vi.mock('@org/appkit-scaffold', () => ({ AppKitModal: () => null }))

describe('useAppKitState', () => {
  it('returns { open, loading, initialized, selectedNetworkId, activeChain } and follows the core', async () => {
    const appKit = createTestAppKit({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    const { result } = renderHook(() => useAppKitState(), { wrapper: withAppKit(appKit) })
    expect(result.current).toEqual({
      open: false,
      loading: false,
      initialized: false,
      selectedNetworkId: 'eip155:1',
      activeChain: 'eip155',
    })
    await waitFor(() => expect(result.current.initialized).toBe(true))
    await act(() => appKit.open())
    await waitFor(() => expect(result.current.open).toBe(true))
    appKit.setLoading(true)
    await appKit.switchNetwork(arbitrum)
    await waitFor(() =>
      expect(result.current).toMatchObject({ loading: true, selectedNetworkId: 'eip155:42161' }),
    )
  })
})
