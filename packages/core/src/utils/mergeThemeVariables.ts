import { THEME_VARIABLE_KEYS, type ThemeVariables } from '../types/ThemeVariables.ts'
import { pickThemeVariables } from './pickThemeVariables.ts'

/**
 * `variables` merged over `current`, as `setThemeVariables` applies them: a key set to `undefined` is removed,
 * unknown keys are ignored.
 *
 * @example mergeThemeVariables({ '--w3m-accent': '#f00' }, { '--w3m-accent': undefined }) // {}
 */
export function mergeThemeVariables(current: ThemeVariables, variables: ThemeVariables): ThemeVariables {
  const next: Record<string, unknown> = { ...current, ...pickThemeVariables(variables) }
  for (const key of THEME_VARIABLE_KEYS) {
    if (Object.hasOwn(variables, key) && variables[key] === undefined) delete next[key]
  }
  return next as ThemeVariables
}
