import { createMemoryStorage, type KeyValueStorage } from '@org/appkit-core'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getAppKitInternals } from '../getAppKitInternals.ts'
import { createTestAppKit } from '../test/createTestAppKit.ts'
import { withAppKit } from '../test/withAppKit.tsx'
import { useAppKitAccount } from './hooks/useAppKitAccount.ts'
import { useAppKitNetwork } from './hooks/useAppKitNetwork.ts'
import { useAppKitTheme } from './hooks/useAppKitTheme.ts'

/** A storage that says whether the state was made: only the state reads the recent wallets. */
function watchedStorage(): KeyValueStorage & { madeState: () => boolean } {
  const storage = createMemoryStorage()
  let made = false
  return {
    madeState: () => made,
    getItem: (key) => {
      if (key.endsWith('recent-wallets')) made = true
      return storage.getItem(key)
    },
    setItem: (key, value) => storage.setItem(key, value),
    removeItem: (key) => storage.removeItem(key),
  }
}

describe('the hooks before and after the state is made', () => {
  it('render the state the instance starts from without making it, and follow the state once it is made', async () => {
    const storage = watchedStorage()
    const appKit = createTestAppKit({ storage, themeMode: 'light' })
    const { result } = renderHook(
      () => ({ theme: useAppKitTheme(), account: useAppKitAccount(), network: useAppKitNetwork() }),
      { wrapper: withAppKit(appKit) },
    )
    expect(result.current.theme.themeMode).toBe('light')
    expect(result.current.account).toMatchObject({ isConnected: false, status: 'disconnected' })
    expect(result.current.network.chainId).toBe(1)
    expect(storage.madeState()).toBe(false)

    // A theme setter applies to the state it starts from at once, and the hooks re-render.
    act(() => appKit.setThemeMode('dark'))
    expect(result.current.theme.themeMode).toBe('dark')

    const { state } = await getAppKitInternals(appKit).loadState()
    expect(storage.madeState()).toBe(true)
    expect(result.current.theme.themeMode).toBe('dark')
    // From now on the hooks read the state the core drives.
    act(() => state.theme.setThemeMode('light'))
    await waitFor(() => expect(result.current.theme.themeMode).toBe('light'))
    act(() => {
      state.chain.activeNamespace = 'eip155'
      state.chain.chains.eip155.network.activeNetwork = state.chain.chains.eip155.network.requestedNetworks[1]
    })
    await waitFor(() => expect(result.current.network.chainId).toBe(42_161))
  })
})
