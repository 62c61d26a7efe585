/** The theme a dApp asks for; `system` follows the visitor's colour-scheme preference live. */
export type ThemeMode = 'light' | 'dark' | 'system'

/** The theme actually painted. */
export type ResolvedThemeMode = Exclude<ThemeMode, 'system'>
