import {
  CURRENT_THEME_VARIABLE_PREFIX,
  THEME_VARIABLE_KEYS,
  type ThemeVariables,
} from '../types/ThemeVariables.ts'

const KEYS: ReadonlySet<string> = new Set(THEME_VARIABLE_KEYS)
const LEGACY_PREFIX = '--w3m-'

/** The `--w3m-*` name of a key: `--apkt-accent` (AppKit's current name) is `--w3m-accent`. */
function toLegacyKey(key: string): string {
  return key.startsWith(CURRENT_THEME_VARIABLE_PREFIX)
    ? LEGACY_PREFIX + key.slice(CURRENT_THEME_VARIABLE_PREFIX.length)
    : key
}

/**
 * Keeps only the variables the theme knows, under their `--w3m-*` names (an `--apkt-*` key, AppKit's current name,
 * is kept as its `--w3m-*` twin and wins over it), with string or number values; anything else a JavaScript caller
 * passes is dropped so it never reaches the style sheet. Keys set to `undefined` are dropped too.
 *
 * @example pickThemeVariables({ '--apkt-accent': '#f00', color: 'red' }) // { '--w3m-accent': '#f00' }
 */
export function pickThemeVariables(input: unknown): ThemeVariables {
  const picked: Record<string, string | number> = {}
  if (typeof input !== 'object' || input === null) return picked
  const entries = Object.entries(input)
  // Legacy names first, so the current name of the same variable overrides.
  entries.sort(
    ([a], [b]) =>
      Number(a.startsWith(CURRENT_THEME_VARIABLE_PREFIX)) -
      Number(b.startsWith(CURRENT_THEME_VARIABLE_PREFIX)),
  )
  for (const [key, value] of entries) {
    const name = toLegacyKey(key)
    if (!KEYS.has(name)) continue
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) {
      picked[name] = value
    }
  }
  return picked as ThemeVariables
}
