import { isDesktopModeIpad, type PlatformHints } from './isMobile.ts'

const IOS = /iPhone|iPad|iPod/i
// Every iOS browser is WebKit; these tokens mark the ones that are not Safari itself.
const OTHER_IOS_BROWSER = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|DuckDuckGo|GSA\/|Brave|Telegram/i
// In-app web views omit the `Safari/` token.
const SAFARI = /Version\/[\d.]+.*Safari\//

/**
 * Whether the user agent is Safari on iOS or iPadOS, where a WalletConnect pairing is reused until it expires
 * (spec §4). SSR safe: takes the user agent as an argument.
 */
export function isIosSafari(userAgent: string | undefined, hints: PlatformHints = {}): boolean {
  if (!userAgent) return false
  const isIos = IOS.test(userAgent) || isDesktopModeIpad(userAgent, hints)
  return isIos && SAFARI.test(userAgent) && !OTHER_IOS_BROWSER.test(userAgent)
}
