import { createMockAdapter, MOCK_ADDRESSES } from '@org/appkit-testing'
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mainnet, solana } from '../../networks/presets.ts'
import { connect, coreOf, createTestAppKit } from '../../test/createTestAppKit.ts'
import { withAppKit } from '../../test/withAppKit.tsx'
import { useAppKitAccount } from './useAppKitAccount.ts'

describe('useAppKitAccount', () => {
  it('returns the reference shape, disconnected before any connection', () => {
    const appKit = createTestAppKit({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    const { result } = renderHook(() => useAppKitAccount(), { wrapper: withAppKit(appKit) })
    expect(result.current).toEqual({
      allAccounts: [],
      address: undefined,
      caipAddress: undefined,
      isConnected: false,
      status: 'disconnected',
      embeddedWalletInfo: undefined,
    })
  })

  it('updates when the core connects and disconnects', async () => {
    const appKit = createTestAppKit({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    const { result } = renderHook(() => useAppKitAccount(), { wrapper: withAppKit(appKit) })
    await connect(appKit)
    await waitFor(() =>
      expect(result.current).toEqual({
        allAccounts: [{ namespace: 'eip155', address: MOCK_ADDRESSES.eip155, type: 'eoa' }],
        address: MOCK_ADDRESSES.eip155,
        caipAddress: `eip155:1:${MOCK_ADDRESSES.eip155}`,
        isConnected: true,
        status: 'connected',
        embeddedWalletInfo: undefined,
      }),
    )
    await appKit.disconnect()
    await waitFor(() => expect(result.current.isConnected).toBe(false))
  })

  it('reads the namespace it is given, not the active one', async () => {
    const appKit = createTestAppKit({
      networks: [mainnet, solana],
      adapters: [
        createMockAdapter({ namespace: 'eip155' }).adapter,
        createMockAdapter({ namespace: 'solana' }).adapter,
      ],
    })
    const { result } = renderHook(() => useAppKitAccount({ namespace: 'solana' }), {
      wrapper: withAppKit(appKit),
    })
    await connect(appKit, 'eip155')
    expect(result.current.isConnected).toBe(false)
    const core = await coreOf(appKit)
    core.chain.setAccount(`${solana.caipNetworkId}:So1anaAddress111`)
    await waitFor(() => expect(result.current.address).toBe('So1anaAddress111'))
  })

  it('describes an embedded (email/social) wallet connection', async () => {
    const appKit = createTestAppKit({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    const { result } = renderHook(() => useAppKitAccount(), { wrapper: withAppKit(appKit) })
    const core = await coreOf(appKit)
    await core.connection.connect({ id: 'ID_AUTH', type: 'AUTH', chain: 'eip155' })
    core.chain.updateAccount('eip155', { user: { email: 'visitor@example.org' }, socialProvider: 'google' })
    await waitFor(() =>
      expect(result.current.embeddedWalletInfo).toEqual({
        user: { email: 'visitor@example.org' },
        authProvider: 'google',
        accountType: 'smartAccount',
        isSmartAccountDeployed: false,
      }),
    )
  })

  it('returns the disconnected shape before createAppKit', () => {
    const { result } = renderHook(() => useAppKitAccount())
    expect(result.current).toMatchObject({ isConnected: false, address: undefined, allAccounts: [] })
  })
})
