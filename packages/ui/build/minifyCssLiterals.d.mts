export function minifyCss(css: string, edges?: { start?: boolean; end?: boolean }): string
export function minifyCssLiterals(source: string): string
