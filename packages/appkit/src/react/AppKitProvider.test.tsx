import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { arbitrum, mainnet } from '../networks/presets.ts'
import { createTestAppKit } from '../test/createTestAppKit.ts'
import { withAppKit } from '../test/withAppKit.tsx'
import { useAppKitNetwork } from './hooks/useAppKitNetwork.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

describe('AppKitProvider and the default instance', () => {
  it('hooks use the default instance without a provider, and follow a later createAppKit', () => {
    const { result } = renderHook(() => useAppKitInstance())
    expect(result.current).toBeUndefined()
    let appKit: ReturnType<typeof createTestAppKit> | undefined
    act(() => {
      appKit = createTestAppKit()
    })
    expect(result.current).toBe(appKit)
  })

  it('hooks prefer the provider instance over the default one', () => {
    const provided = createTestAppKit({ networks: [arbitrum] })
    createTestAppKit({ networks: [mainnet] })
    const { result } = renderHook(() => useAppKitNetwork(), { wrapper: withAppKit(provided) })
    expect(result.current.chainId).toBe(42_161)
    const { result: fallback } = renderHook(() => useAppKitNetwork())
    expect(fallback.current.chainId).toBe(1)
  })
})
