/**
 * The native schemes a wallet deep link may use: an allow-list, so a registry answer cannot send the visitor's
 * system to a handler that runs code or searches files (Windows' `ms-msdt:` or `search-ms:`, `intent:`,
 * `shell:`...). Besides these, a link may be an `https:` universal link, plain `http:` on a loopback host (a
 * self-hosted wallet app) or use a scheme of the dApp's own `customWallets` (see getAllowedWalletSchemes). A
 * registry wallet whose scheme is not listed is still reached by its universal link, its web app or the QR code.
 * Lower case, without the colon.
 */
export const WALLET_APP_SCHEMES: ReadonlySet<string> = new Set([
  'argent',
  'bitkeep',
  'cbwallet',
  'exodus',
  'imtokenv2',
  'ledgerlive',
  'metamask',
  'okex',
  'phantom',
  'rainbow',
  'safe',
  'solflare',
  'tpoutside',
  'trust',
  'uniswap',
  'zerion',
])
