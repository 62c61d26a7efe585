import { createMockAdapter } from '@org/appkit-testing'
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connect, createTestAppKit } from '../../test/createTestAppKit.ts'
import { withAppKit } from '../../test/withAppKit.tsx'
import { useAppKitProvider } from './useAppKitProvider.ts'

describe('useAppKitProvider', () => {
  it("returns { walletProvider, walletProviderType }: the connected wallet's provider and its type", async () => {
    const walletProvider = { request: async () => null }
    const appKit = createTestAppKit({
      adapters: [createMockAdapter({ namespace: 'eip155', walletProvider }).adapter],
    })
    const { result } = renderHook(() => useAppKitProvider<typeof walletProvider>('eip155'), {
      wrapper: withAppKit(appKit),
    })
    expect(result.current).toEqual({ walletProvider: undefined, walletProviderType: undefined })
    await connect(appKit)
    await waitFor(() => expect(result.current.walletProviderType).toBe('INJECTED'))
    expect(result.current.walletProvider).toBe(walletProvider)
    expect(appKit.getWalletProvider()).toBe(walletProvider)
    expect(appKit.getProvider('eip155')).toBe(walletProvider)
    await appKit.disconnect('eip155')
    await waitFor(() => expect(result.current.walletProvider).toBeUndefined())
    expect(appKit.getWalletProvider()).toBeUndefined()
  })
})
