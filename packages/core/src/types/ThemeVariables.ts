/** The `--w3m-*` CSS variables dApps pass as `themeVariables` (the theme stores them under these names). */
export const THEME_VARIABLE_KEYS = [
  '--w3m-accent',
  '--w3m-color-mix',
  '--w3m-color-mix-strength',
  '--w3m-font-family',
  '--w3m-font-size-master',
  '--w3m-border-radius-master',
  '--w3m-z-index',
  '--w3m-qr-color',
] as const

export type ThemeVariableKey = (typeof THEME_VARIABLE_KEYS)[number]

/** AppKit's current prefix for the same variables: `--apkt-accent` is `--w3m-accent`. */
export const CURRENT_THEME_VARIABLE_PREFIX = '--apkt-'

export interface ThemeVariables {
  '--w3m-accent'?: string
  '--w3m-color-mix'?: string
  /** Percent, 0-100. */
  '--w3m-color-mix-strength'?: number
  '--w3m-font-family'?: string
  '--w3m-font-size-master'?: string
  '--w3m-border-radius-master'?: string
  '--w3m-z-index'?: number
  '--w3m-qr-color'?: string
  /** `--apkt-*` are AppKit's current names of the same variables; each is kept under its `--w3m-*` name. */
  '--apkt-accent'?: string
  '--apkt-color-mix'?: string
  '--apkt-color-mix-strength'?: number
  '--apkt-font-family'?: string
  '--apkt-font-size-master'?: string
  '--apkt-border-radius-master'?: string
  '--apkt-z-index'?: number
  '--apkt-qr-color'?: string
}
