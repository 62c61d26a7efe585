import { createMockAdapter } from '@org/appkit-testing'
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mainnet, solana } from '../../networks/presets.ts'
import { connect, coreOf, createTestAppKit } from '../../test/createTestAppKit.ts'
import { withAppKit } from '../../test/withAppKit.tsx'
import { useAppKitBalance } from './useAppKitBalance.ts'

describe('useAppKitBalance', () => {
  it('fetches the native balance of the active account through its adapter', async () => {
    const eip155 = createMockAdapter({ namespace: 'eip155', balance: { balance: '2.5', symbol: 'ETH' } })
    const appKit = createTestAppKit({ adapters: [eip155.adapter] })
    const { result } = renderHook(() => useAppKitBalance(), { wrapper: withAppKit(appKit) })
    await connect(appKit)
    await expect(result.current.fetchBalance()).resolves.toEqual({
      data: { balance: '2.5', symbol: 'ETH' },
      error: null,
      isSuccess: true,
      isError: false,
    })
    expect((await coreOf(appKit)).chain.getAccount('eip155')).toMatchObject({
      balance: '2.5',
      balanceSymbol: 'ETH',
    })
  })

  it("reports 'No ActiveCaipAddress found' while nothing is connected", async () => {
    const appKit = createTestAppKit({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    const { result } = renderHook(() => useAppKitBalance(), { wrapper: withAppKit(appKit) })
    await expect(result.current.fetchBalance()).resolves.toEqual({
      error: 'No ActiveCaipAddress found',
      isSuccess: false,
      isError: true,
    })
  })

  it("reports 'Chain adapter not found' when the active namespace has no adapter", async () => {
    const appKit = createTestAppKit({
      networks: [solana, mainnet],
      adapters: [createMockAdapter({ namespace: 'eip155' }).adapter],
    })
    const { result } = renderHook(() => useAppKitBalance(), { wrapper: withAppKit(appKit) })
    await expect(result.current.fetchBalance()).resolves.toMatchObject({
      error: 'Chain adapter not found',
      isError: true,
    })
  })

  it("reports 'Chain is required...' when there is no active namespace", async () => {
    // A default network of a namespace no configured network belongs to leaves no active namespace.
    const appKit = createTestAppKit({ networks: [mainnet], defaultNetwork: solana })
    expect(appKit.getActiveChainNamespace()).toBeUndefined()
    const { result } = renderHook(() => useAppKitBalance(), { wrapper: withAppKit(appKit) })
    await expect(result.current.fetchBalance()).resolves.toMatchObject({
      error: 'Chain is required...',
      isError: true,
    })
  })

  it("reports 'ConnectionController client not set' before createAppKit", async () => {
    const { result } = renderHook(() => useAppKitBalance())
    await expect(result.current.fetchBalance()).resolves.toMatchObject({
      error: 'ConnectionController client not set',
      isError: true,
    })
  })
})
