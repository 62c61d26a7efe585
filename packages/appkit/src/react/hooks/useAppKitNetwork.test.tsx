import { createMockAdapter } from '@org/appkit-testing'
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { arbitrum } from '../../networks/presets.ts'
import { coreOf, createTestAppKit } from '../../test/createTestAppKit.ts'
import { withAppKit } from '../../test/withAppKit.tsx'
import { useAppKitNetwork } from './useAppKitNetwork.ts'

describe('useAppKitNetwork', () => {
  it('returns the active network in the reference shape and switches it', async () => {
    const appKit = createTestAppKit({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    const { result } = renderHook(() => useAppKitNetwork(), { wrapper: withAppKit(appKit) })
    expect(result.current).toMatchObject({
      caipNetworkId: 'eip155:1',
      chainId: 1,
      approvedCaipNetworkIds: undefined,
      supportsAllNetworks: true,
    })
    expect(result.current.caipNetwork?.name).toBe('Ethereum')
    await result.current.switchNetwork(arbitrum)
    await waitFor(() => expect(result.current.chainId).toBe(42_161))
    expect(result.current.caipNetworkId).toBe('eip155:42161')
  })

  it('switches to a network written as a viem chain (no namespace, no CAIP id), reading it back complete', async () => {
    const viemChain = {
      id: 31337,
      name: 'Local Chain',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    }
    const appKit = createTestAppKit({
      adapters: [createMockAdapter({ namespace: 'eip155' }).adapter],
      networks: [arbitrum, viemChain],
    })
    const { result } = renderHook(() => useAppKitNetwork(), { wrapper: withAppKit(appKit) })
    await result.current.switchNetwork(viemChain)
    await waitFor(() => expect(result.current.chainId).toBe(31337))
    expect(result.current.caipNetworkId).toBe('eip155:31337')
    expect(result.current.caipNetwork?.chainNamespace).toBe('eip155')
  })

  it('reports the networks the wallet approved', async () => {
    const appKit = createTestAppKit()
    const { result } = renderHook(() => useAppKitNetwork(), { wrapper: withAppKit(appKit) })
    const core = await coreOf(appKit)
    core.chain.setApprovedNetworkIds('eip155', ['eip155:1'])
    await waitFor(() => expect(result.current.approvedCaipNetworkIds).toEqual(['eip155:1']))
    expect(result.current.supportsAllNetworks).toBe(false)
  })

  it("rejects switchNetwork with 'NetworkController client not set' before createAppKit", async () => {
    const { result } = renderHook(() => useAppKitNetwork())
    expect(result.current.caipNetwork).toBeUndefined()
    await expect(result.current.switchNetwork(arbitrum)).rejects.toThrow('NetworkController client not set')
  })
})
