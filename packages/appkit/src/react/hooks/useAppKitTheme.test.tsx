import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestAppKit } from '../../test/createTestAppKit.ts'
import { withAppKit } from '../../test/withAppKit.tsx'
import { useAppKitTheme } from './useAppKitTheme.ts'

describe('useAppKitTheme', () => {
  it('returns the theme from the options and sets it', async () => {
    const appKit = createTestAppKit({ themeMode: 'light', themeVariables: { '--w3m-accent': '#00ff00' } })
    const { result } = renderHook(() => useAppKitTheme(), { wrapper: withAppKit(appKit) })
    expect(result.current).toMatchObject({
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#00ff00' },
    })
    act(() => {
      result.current.setThemeMode('dark')
      result.current.setThemeVariables({ '--w3m-z-index': 100 })
    })
    await waitFor(() =>
      expect(result.current).toMatchObject({
        themeMode: 'dark',
        themeVariables: { '--w3m-accent': '#00ff00', '--w3m-z-index': 100 },
      }),
    )
    expect(appKit.getThemeMode()).toBe('dark')
  })

  it("throws 'ConnectionController client not set' from the setters before createAppKit", () => {
    const { result } = renderHook(() => useAppKitTheme())
    expect(result.current.themeMode).toBe('system')
    expect(() => result.current.setThemeMode('dark')).toThrow('ConnectionController client not set')
  })
})
