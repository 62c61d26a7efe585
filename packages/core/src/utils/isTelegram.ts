const TELEGRAM_USER_AGENT = /Telegram/i

/** The globals Telegram's in-app browser and Mini Apps inject; pass `window` in the browser. */
export interface TelegramGlobals {
  Telegram?: unknown
  TelegramWebviewProxy?: unknown
  TelegramWebviewProxyProto?: unknown
}

/**
 * Whether the page runs inside Telegram (its in-app browser or a Mini App), where a WalletConnect pairing is
 * reused until it expires (spec §4). SSR safe: reads only what is passed in.
 */
export function isTelegram(userAgent: string | undefined, globals?: TelegramGlobals | null): boolean {
  if (userAgent && TELEGRAM_USER_AGENT.test(userAgent)) return true
  if (!globals) return false
  return (
    globals.TelegramWebviewProxy !== undefined ||
    globals.TelegramWebviewProxyProto !== undefined ||
    isMiniApp(globals.Telegram)
  )
}

// The telegram-web-app.js script may be loaded on any page; only a Mini App launch gives it init data.
function isMiniApp(telegram: unknown): boolean {
  const webApp = (telegram as { WebApp?: { initData?: unknown } } | undefined)?.WebApp
  return typeof webApp?.initData === 'string' && webApp.initData.length > 0
}
