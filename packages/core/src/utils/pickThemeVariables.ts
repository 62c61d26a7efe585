import { THEME_VARIABLE_KEYS, type ThemeVariables } from '../types/ThemeVariables.ts'

const KEYS: ReadonlySet<string> = new Set(THEME_VARIABLE_KEYS)

/**
 * Keeps only the `--w3m-*` keys the theme knows, with string or number values; anything else a JavaScript caller
 * passes is dropped so it never reaches the style sheet. Keys set to `undefined` are dropped too.
 *
 * @example pickThemeVariables({ '--w3m-accent': '#f00', color: 'red' }) // { '--w3m-accent': '#f00' }
 */
export function pickThemeVariables(input: unknown): ThemeVariables {
  const picked: Record<string, string | number> = {}
  if (typeof input !== 'object' || input === null) return picked
  for (const [key, value] of Object.entries(input)) {
    if (!KEYS.has(key)) continue
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) {
      picked[key] = value
    }
  }
  return picked as ThemeVariables
}
