import { describe, expect, it } from 'vitest'
import { createThemeTokens } from './createThemeTokens.ts'

function declarations(css: string, selector = ':host'): string {
  const start = css.indexOf(`${selector} {`)
  return css.slice(start, css.indexOf('}', start))
}

describe('createThemeTokens', () => {
  it('declares light tokens on :host for the light theme, with no dark block', () => {
    const css = createThemeTokens({ themeMode: 'light' })
    expect(declarations(css)).toContain('color-scheme: light;')
    expect(declarations(css)).toContain('--apkt-color-bg-100: #ffffff;')
    expect(css).not.toContain('prefers-color-scheme')
  })

  it('declares dark tokens for the dark theme', () => {
    const css = createThemeTokens({ themeMode: 'dark' })
    expect(declarations(css)).toContain('color-scheme: dark;')
    expect(declarations(css)).toContain('--apkt-color-bg-100: #191a1a;')
  })

  it('follows prefers-color-scheme for the system theme (the default)', () => {
    const css = createThemeTokens()
    expect(declarations(css)).toContain('--apkt-color-bg-100: #ffffff;')
    const media = css.slice(css.indexOf('@media (prefers-color-scheme: dark)'))
    expect(media).toContain('--apkt-color-bg-100: #191a1a;')
  })

  it('zeroes transition durations under prefers-reduced-motion', () => {
    const css = createThemeTokens({ themeMode: 'light' })
    const media = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'))
    expect(media).toContain('--apkt-duration-md: 0ms;')
    expect(media).toContain('--apkt-duration-sm: 0ms;')
  })

  it('maps every --w3m-* theme variable onto its token', () => {
    const css = createThemeTokens({
      themeMode: 'light',
      themeVariables: {
        '--w3m-accent': '#7b3fe4',
        '--w3m-font-family': 'Inter, sans-serif',
        '--w3m-font-size-master': '11px',
        '--w3m-border-radius-master': '2px',
        '--w3m-z-index': 10000,
        '--w3m-qr-color': '#222222',
      },
    })
    const block = declarations(css)
    expect(block).toContain('--apkt-color-accent-100: #7b3fe4;')
    expect(block).toContain('--apkt-font-family: Inter, sans-serif;')
    expect(block).toContain('--apkt-font-size-master: 11px;')
    expect(block).toContain('--apkt-border-radius-master: 2px;')
    expect(block).toContain('--apkt-z-index: 10000;')
    expect(block).toContain('--apkt-qr-color: #222222;')
  })

  it('prefers the --apkt-* alias over the legacy --w3m-* key', () => {
    const css = createThemeTokens({
      themeVariables: { '--w3m-accent': '#111111', '--apkt-accent': '#222222' },
    })
    expect(css).toContain('--apkt-color-accent-100: #222222;')
  })

  it('mixes --w3m-color-mix into the backgrounds at --w3m-color-mix-strength percent', () => {
    const css = createThemeTokens({
      themeMode: 'dark',
      themeVariables: { '--w3m-color-mix': '#00bb7f', '--w3m-color-mix-strength': 20 },
    })
    expect(css).toContain('--apkt-color-bg-100: color-mix(in srgb, #00bb7f 20%, #191a1a);')
    expect(css).toContain('--apkt-color-fg-100: #f2f2f2;')
  })

  it('ignores a colour mix without strength and clamps the strength to 0-100', () => {
    expect(createThemeTokens({ themeVariables: { '--w3m-color-mix': '#00bb7f' } })).not.toContain(
      'color-mix(in srgb, #00bb7f',
    )
    expect(
      createThemeTokens({ themeVariables: { '--w3m-color-mix': 'red', '--w3m-color-mix-strength': 400 } }),
    ).toContain('color-mix(in srgb, red 100%, #ffffff)')
  })

  it('refuses values that could break out of the stylesheet', () => {
    const css = createThemeTokens({
      themeVariables: {
        '--w3m-accent': 'red; } body { display: none',
        '--w3m-font-family': 'x</style><script>',
        '--w3m-qr-color': 'red /* comment */',
      },
    })
    expect(css).not.toContain('display: none')
    expect(css).not.toContain('<script>')
    expect(css).toContain('--apkt-color-accent-100: #0a68d6;')
    expect(css).toContain('--apkt-qr-color: #141414;')
  })

  it('uses the given selector', () => {
    expect(createThemeTokens({ themeMode: 'light', selector: '.my-modal' })).toContain('.my-modal {')
  })
})
