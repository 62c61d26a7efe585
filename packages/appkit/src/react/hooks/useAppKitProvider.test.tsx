import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFakeAdapter } from '../../test/createFakeAdapter.ts'
import { connect, createTestAppKit } from '../../test/createTestAppKit.ts'
import { withAppKit } from '../../test/withAppKit.tsx'
import { useAppKitProvider } from './useAppKitProvider.ts'

describe('useAppKitProvider', () => {
  it('returns { walletProvider, walletProviderType }: the type of the connection, no provider object yet', async () => {
    const appKit = createTestAppKit({ adapters: [createFakeAdapter('eip155').adapter] })
    const { result } = renderHook(() => useAppKitProvider('eip155'), { wrapper: withAppKit(appKit) })
    expect(result.current).toEqual({ walletProvider: undefined, walletProviderType: undefined })
    await connect(appKit)
    await waitFor(() => expect(result.current.walletProviderType).toBe('INJECTED'))
    expect(result.current.walletProvider).toBeUndefined()
  })
})
