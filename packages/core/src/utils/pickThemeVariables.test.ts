import { describe, expect, it } from 'vitest'
import { THEME_VARIABLE_KEYS } from '../types/ThemeVariables.ts'
import { pickThemeVariables } from './pickThemeVariables.ts'

describe('pickThemeVariables (themeVariables accept the --w3m-* keys and their --apkt-* names)', () => {
  it('keeps every --w3m-* key dApps already use', () => {
    const all = Object.fromEntries(THEME_VARIABLE_KEYS.map((key, index) => [key, `v${index}`]))
    expect(pickThemeVariables(all)).toEqual(all)
    expect(THEME_VARIABLE_KEYS).toEqual([
      '--w3m-accent',
      '--w3m-color-mix',
      '--w3m-color-mix-strength',
      '--w3m-font-family',
      '--w3m-font-size-master',
      '--w3m-border-radius-master',
      '--w3m-z-index',
      '--w3m-qr-color',
    ])
  })

  it('drops unknown keys and values that are not strings or finite numbers', () => {
    expect(
      pickThemeVariables({
        '--w3m-accent': '#3396ff',
        '--w3m-z-index': 999,
        '--w3m-color-mix-strength': Number.NaN,
        '--w3m-font-family': { evil: true },
        '--apkt-unknown': '#000',
        background: 'red',
      }),
    ).toEqual({ '--w3m-accent': '#3396ff', '--w3m-z-index': 999 })
  })

  it('keeps an --apkt-* key (AppKit current name) under its --w3m-* name; it wins over the legacy one', () => {
    expect(pickThemeVariables({ '--apkt-accent': '#000', '--apkt-z-index': 5 })).toEqual({
      '--w3m-accent': '#000',
      '--w3m-z-index': 5,
    })
    expect(pickThemeVariables({ '--apkt-accent': '#000', '--w3m-accent': '#fff' })).toEqual({
      '--w3m-accent': '#000',
    })
  })

  it('drops keys set to undefined', () => {
    expect(pickThemeVariables({ '--w3m-accent': undefined, '--w3m-qr-color': '#000' })).toEqual({
      '--w3m-qr-color': '#000',
    })
  })

  it('answers an empty object for a non-object input', () => {
    expect(pickThemeVariables(undefined)).toEqual({})
    expect(pickThemeVariables('--w3m-accent')).toEqual({})
  })
})
