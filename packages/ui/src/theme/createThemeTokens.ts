/** The colour scheme of the modal; `system` follows `prefers-color-scheme`. */
export type ThemeMode = 'light' | 'dark' | 'system'

type ThemeVariableName =
  | 'accent'
  | 'color-mix'
  | 'color-mix-strength'
  | 'font-family'
  | 'font-size-master'
  | 'border-radius-master'
  | 'z-index'
  | 'qr-color'

/**
 * The theme variables dApps already pass to AppKit: the legacy `--w3m-*` keys and their `--apkt-*` aliases.
 * `--w3m-color-mix-strength` is a percentage (0 to 100); `--w3m-z-index` a number.
 */
export type ThemeVariables = {
  [key in `--w3m-${ThemeVariableName}` | `--apkt-${ThemeVariableName}`]?: key extends
    | '--w3m-color-mix-strength'
    | '--apkt-color-mix-strength'
    | '--w3m-z-index'
    | '--apkt-z-index'
    ? number | string
    : string
}

export interface CreateThemeTokensParameters {
  /** @default 'system' */
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
  /** Where the tokens are declared. `:host` inside the modal's shadow root. @default ':host' */
  selector?: string | undefined
}

type TokenMap = Record<string, string>

const light: TokenMap = {
  'color-bg-100': '#ffffff',
  'color-bg-125': '#f7f7f7',
  'color-bg-150': '#f0f0f0',
  'color-bg-200': '#e6e6e6',
  'color-bg-300': '#c9c9c9',
  'color-fg-100': '#141414',
  'color-fg-200': '#5c5c5c',
  'color-fg-300': '#8a8a8a',
  // Darkened a little so accent-coloured text keeps its contrast on tinted backgrounds.
  'color-accent-fg': 'color-mix(in srgb, var(--apkt-color-accent-100) 88%, #000000)',
  'color-success-100': '#1a7f37',
  'color-error-100': '#c62828',
  'color-warning-100': '#8a5a00',
  'color-overlay': 'rgba(0, 0, 0, 0.3)',
  'shadow-md': '0 8px 24px rgba(0, 0, 0, 0.12)',
}

const dark: TokenMap = {
  'color-bg-100': '#191a1a',
  'color-bg-125': '#202121',
  'color-bg-150': '#262828',
  'color-bg-200': '#2f3131',
  'color-bg-300': '#4a4d4d',
  'color-fg-100': '#f2f2f2',
  'color-fg-200': '#a8abab',
  'color-fg-300': '#7d8080',
  // Lightened so accent-coloured text keeps its contrast on dark backgrounds.
  'color-accent-fg': 'color-mix(in srgb, var(--apkt-color-accent-100) 55%, #ffffff)',
  'color-success-100': '#4cc26f',
  'color-error-100': '#ff7a7a',
  'color-warning-100': '#e8b04a',
  'color-overlay': 'rgba(0, 0, 0, 0.6)',
  'shadow-md': '0 8px 24px rgba(0, 0, 0, 0.5)',
}

const defaults: Record<ThemeVariableName, string> = {
  accent: '#0a68d6',
  'color-mix': 'transparent',
  'color-mix-strength': '0',
  'font-family': "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  'font-size-master': '10px',
  'border-radius-master': '4px',
  'z-index': '999',
  'qr-color': '#141414',
}

const MIXED_BACKGROUNDS = ['color-bg-100', 'color-bg-125', 'color-bg-150', 'color-bg-200', 'color-bg-300']

/** Values are written into a stylesheet: refuse anything that could close the declaration or the rule. */
function isSafeCssValue(value: string): boolean {
  return value.length > 0 && value.length <= 200 && !/[;{}<>\\]|\/\*/.test(value)
}

function readVariables(themeVariables: ThemeVariables): Record<ThemeVariableName, string> {
  const resolved = { ...defaults }
  for (const name of Object.keys(defaults) as ThemeVariableName[]) {
    const raw = themeVariables[`--apkt-${name}`] ?? themeVariables[`--w3m-${name}`]
    if (raw === undefined) continue
    const value = String(raw).trim()
    if (isSafeCssValue(value)) resolved[name] = value
  }
  const strength = Number.parseFloat(resolved['color-mix-strength'])
  resolved['color-mix-strength'] = Number.isFinite(strength)
    ? String(Math.min(100, Math.max(0, strength)))
    : '0'
  const zIndex = Number.parseInt(resolved['z-index'], 10)
  resolved['z-index'] = Number.isFinite(zIndex) ? String(zIndex) : defaults['z-index']
  return resolved
}

function modeTokens(base: TokenMap, variables: Record<ThemeVariableName, string>): TokenMap {
  const strength = Number(variables['color-mix-strength'])
  if (strength === 0 || variables['color-mix'] === 'transparent') return base
  const mixed = { ...base }
  for (const name of MIXED_BACKGROUNDS) {
    mixed[name] = `color-mix(in srgb, ${variables['color-mix']} ${strength}%, ${base[name]})`
  }
  return mixed
}

function sharedTokens(variables: Record<ThemeVariableName, string>): TokenMap {
  const font = 'var(--apkt-font-size-master)'
  const radius = 'var(--apkt-border-radius-master)'
  return {
    'color-accent-100': variables.accent,
    'color-on-accent': '#ffffff',
    'color-accent-glass': 'color-mix(in srgb, var(--apkt-color-accent-100) 10%, transparent)',
    // Status colours as text: pulled towards the foreground so they stay readable on tinted backgrounds
    // (status chips, and any background the dApp's --w3m-color-mix tints).
    'color-success-text': 'color-mix(in srgb, var(--apkt-color-success-100) 75%, var(--apkt-color-fg-100))',
    'color-error-text': 'color-mix(in srgb, var(--apkt-color-error-100) 75%, var(--apkt-color-fg-100))',
    'color-warning-text': 'color-mix(in srgb, var(--apkt-color-warning-100) 75%, var(--apkt-color-fg-100))',
    'qr-color': variables['qr-color'],
    'qr-background': '#ffffff',
    'font-family': variables['font-family'],
    'font-size-master': variables['font-size-master'],
    'text-micro': `calc(${font} * 1)`,
    'text-tiny': `calc(${font} * 1.2)`,
    'text-small': `calc(${font} * 1.4)`,
    'text-paragraph': `calc(${font} * 1.6)`,
    'text-large': `calc(${font} * 2)`,
    'text-title': `calc(${font} * 2.4)`,
    'border-radius-master': variables['border-radius-master'],
    'radius-xxs': `calc(${radius} * 1)`,
    'radius-xs': `calc(${radius} * 2)`,
    'radius-s': `calc(${radius} * 3)`,
    'radius-m': `calc(${radius} * 4)`,
    'radius-l': `calc(${radius} * 6)`,
    'radius-full': '999px',
    'z-index': variables['z-index'],
    'duration-sm': '120ms',
    'duration-md': '150ms',
    'duration-lg': '200ms',
    ease: 'cubic-bezier(0.25, 0.1, 0.25, 1)',
    'focus-ring': '0 0 0 2px var(--apkt-color-bg-100), 0 0 0 4px var(--apkt-color-accent-100)',
  }
}

function block(selector: string, tokens: TokenMap, extra = ''): string {
  const lines = Object.entries(tokens).map(([name, value]) => `  --apkt-${name}: ${value};`)
  return `${selector} {\n${extra}${lines.join('\n')}\n}`
}

/**
 * Builds the stylesheet that declares the theme tokens (`--apkt-*` CSS variables) for a theme mode and the
 * dApp's `themeVariables`. Adopt it beside `getUiStyles()` in the modal's shadow root. `system` follows
 * `prefers-color-scheme`; `prefers-reduced-motion` zeroes every transition duration.
 *
 * @example
 * const sheet = new CSSStyleSheet()
 * sheet.replaceSync(createThemeTokens({ themeMode: 'dark', themeVariables: { '--w3m-accent': '#7b3fe4' } }))
 */
export function createThemeTokens(parameters: CreateThemeTokensParameters = {}): string {
  const { themeMode = 'system', themeVariables = {}, selector = ':host' } = parameters
  const variables = readVariables(themeVariables)
  const shared = sharedTokens(variables)
  const lightTokens = modeTokens(light, variables)
  const darkTokens = modeTokens(dark, variables)
  const rules: string[] = []
  if (themeMode === 'dark') {
    rules.push(block(selector, { ...shared, ...darkTokens }, '  color-scheme: dark;\n'))
  } else {
    rules.push(block(selector, { ...shared, ...lightTokens }, '  color-scheme: light;\n'))
    if (themeMode === 'system') {
      rules.push(
        `@media (prefers-color-scheme: dark) {\n${block(selector, darkTokens, '  color-scheme: dark;\n')}\n}`,
      )
    }
  }
  rules.push(
    `@media (prefers-reduced-motion: reduce) {\n${block(selector, {
      'duration-sm': '0ms',
      'duration-md': '0ms',
      'duration-lg': '0ms',
    })}\n}`,
  )
  return rules.join('\n')
}
