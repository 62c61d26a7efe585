/** The `--w3m-*` CSS variables dApps already pass as `themeVariables`, and nothing else. */
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
}
