/** The server's token image for a symbol (its own SVG, or the generic one). */
export function tokenIconUrl(baseUrl: string, symbol: string): string {
  return `${baseUrl}/public/getTokenImage/${encodeURIComponent(symbol)}`
}
