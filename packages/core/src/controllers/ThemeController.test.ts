import { describe, expect, it } from 'vitest'
import { createThemeController } from './ThemeController.ts'

/** A fake `prefers-color-scheme: dark` media query at the edge. */
function fakeColorScheme(initiallyDark: boolean) {
  let dark = initiallyDark
  const listeners = new Set<(dark: boolean) => void>()
  return {
    deps: {
      prefersDark: () => dark,
      subscribePrefersDark(listener: (dark: boolean) => void) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    set(next: boolean) {
      dark = next
      for (const listener of listeners) listener(next)
    },
    listenerCount: () => listeners.size,
  }
}

describe('ThemeController: themeMode light | dark | system', () => {
  it('themeMode defaults to system, resolved from the visitor preference', () => {
    const scheme = fakeColorScheme(true)
    const theme = createThemeController({}, scheme.deps)
    expect(theme.state.themeMode).toBe('system')
    expect(theme.state.resolvedThemeMode).toBe('dark')
  })

  it('system resolves to light when no preference is available (SSR)', () => {
    expect(createThemeController().state.resolvedThemeMode).toBe('light')
  })

  it('system follows the visitor preference live', () => {
    const scheme = fakeColorScheme(false)
    const theme = createThemeController({ themeMode: 'system' }, scheme.deps)
    expect(theme.state.resolvedThemeMode).toBe('light')
    scheme.set(true)
    expect(theme.state.resolvedThemeMode).toBe('dark')
    scheme.set(false)
    expect(theme.state.resolvedThemeMode).toBe('light')
  })

  it('an explicit light or dark mode ignores the visitor preference', () => {
    const scheme = fakeColorScheme(true)
    const theme = createThemeController({ themeMode: 'light' }, scheme.deps)
    expect(theme.state.resolvedThemeMode).toBe('light')
    scheme.set(false)
    theme.setThemeMode('dark')
    expect(theme.state.resolvedThemeMode).toBe('dark')
    scheme.set(true)
    scheme.set(false)
    expect(theme.state.resolvedThemeMode).toBe('dark')
  })

  it('switching back to system picks up the preference that changed meanwhile', () => {
    const scheme = fakeColorScheme(false)
    const theme = createThemeController({ themeMode: 'light' }, scheme.deps)
    scheme.set(true)
    theme.setThemeMode('system')
    expect(theme.state).toMatchObject({ themeMode: 'system', resolvedThemeMode: 'dark' })
  })

  it('destroy stops following the preference', () => {
    const scheme = fakeColorScheme(false)
    const theme = createThemeController({}, scheme.deps)
    theme.destroy()
    expect(scheme.listenerCount()).toBe(0)
    scheme.set(true)
    expect(theme.state.resolvedThemeMode).toBe('light')
  })
})

describe('ThemeController: themeVariables (--w3m-* keys, merged on set)', () => {
  it('themeVariables accept the --w3m-* keys and their --apkt-* names, nothing else', () => {
    const theme = createThemeController({
      themeVariables: { '--w3m-accent': '#3396ff', '--apkt-unknown': '#000' } as never,
    })
    expect(theme.state.themeVariables).toEqual({ '--w3m-accent': '#3396ff' })
    theme.setThemeVariables({ '--w3m-z-index': 100, background: 'red' } as never)
    expect(theme.state.themeVariables).toEqual({ '--w3m-accent': '#3396ff', '--w3m-z-index': 100 })
    theme.setThemeVariables({ '--apkt-accent': '#000' })
    expect(theme.state.themeVariables).toEqual({ '--w3m-accent': '#000', '--w3m-z-index': 100 })
  })

  it('setThemeVariables merges over the current variables', () => {
    const theme = createThemeController({
      themeVariables: { '--w3m-accent': '#3396ff', '--w3m-font-family': 'Inter' },
    })
    theme.setThemeVariables({ '--w3m-accent': '#ff0000', '--w3m-border-radius-master': '2px' })
    expect(theme.state.themeVariables).toEqual({
      '--w3m-accent': '#ff0000',
      '--w3m-font-family': 'Inter',
      '--w3m-border-radius-master': '2px',
    })
  })

  it('a variable set to undefined is removed', () => {
    const theme = createThemeController({
      themeVariables: { '--w3m-accent': '#3396ff', '--w3m-qr-color': '#000' },
    })
    theme.setThemeVariables({ '--w3m-accent': undefined })
    expect(theme.state.themeVariables).toEqual({ '--w3m-qr-color': '#000' })
  })

  it('each controller has its own theme (no singletons)', () => {
    const first = createThemeController()
    const second = createThemeController()
    first.setThemeMode('dark')
    first.setThemeVariables({ '--w3m-accent': '#000' })
    expect(second.state.themeMode).toBe('system')
    expect(second.state.themeVariables).toEqual({})
  })
})
