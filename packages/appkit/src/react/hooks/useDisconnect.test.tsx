import { createMockAdapter } from '@org/appkit-testing'
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mainnet, solana } from '../../networks/presets.ts'
import { connect, createTestAppKit } from '../../test/createTestAppKit.ts'
import { withAppKit } from '../../test/withAppKit.tsx'
import { useAppKitAccount } from './useAppKitAccount.ts'
import { useDisconnect } from './useDisconnect.ts'

describe('useDisconnect', () => {
  it('disconnects one namespace, leaving the others connected', async () => {
    const eip155 = createMockAdapter({ namespace: 'eip155' })
    const solanaAdapter = createMockAdapter({
      namespace: 'solana',
      connection: { address: 'So1ana111', chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
    })
    const appKit = createTestAppKit({
      networks: [mainnet, solana],
      adapters: [eip155.adapter, solanaAdapter.adapter],
    })
    const { result } = renderHook(
      () => ({
        disconnect: useDisconnect(),
        solana: useAppKitAccount({ namespace: 'solana' }),
        evm: useAppKitAccount(),
      }),
      { wrapper: withAppKit(appKit) },
    )
    await connect(appKit, 'eip155')
    await connect(appKit, 'solana')
    await waitFor(() => expect(result.current.solana.isConnected).toBe(true))
    await result.current.disconnect.disconnect({ namespace: 'eip155' })
    await waitFor(() => expect(result.current.evm.isConnected).toBe(false))
    expect(result.current.solana.isConnected).toBe(true)
    expect(eip155.methods()).toContain('disconnect')
    expect(solanaAdapter.methods()).not.toContain('disconnect')
  })

  it("rejects with 'ConnectionController client not set' before createAppKit", async () => {
    const { result } = renderHook(() => useDisconnect())
    await expect(result.current.disconnect()).rejects.toThrow('ConnectionController client not set')
  })
})
