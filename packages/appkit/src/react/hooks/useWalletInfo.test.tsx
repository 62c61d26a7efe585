import { createMockAdapter } from '@org/appkit-testing'
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connect, createTestAppKit } from '../../test/createTestAppKit.ts'
import { withAppKit } from '../../test/withAppKit.tsx'
import { useWalletInfo } from './useWalletInfo.ts'

describe('useWalletInfo', () => {
  it('returns { walletInfo } from the connected connector, undefined before', async () => {
    const connector = {
      id: 'io.metamask',
      name: 'MetaMask',
      type: 'ANNOUNCED' as const,
      chain: 'eip155' as const,
      imageUrl: 'https://example.org/metamask.png',
    }
    const appKit = createTestAppKit({
      adapters: [createMockAdapter({ namespace: 'eip155', connectors: [connector] }).adapter],
    })
    await appKit.ready()
    const { result } = renderHook(() => useWalletInfo(), { wrapper: withAppKit(appKit) })
    expect(result.current).toEqual({ walletInfo: undefined })
    await connect(appKit, 'eip155', 'io.metamask')
    await waitFor(() =>
      expect(result.current.walletInfo).toEqual({
        name: 'MetaMask',
        id: 'io.metamask',
        type: 'ANNOUNCED',
        icon: 'https://example.org/metamask.png',
      }),
    )
  })
})
