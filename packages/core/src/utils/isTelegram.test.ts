import { describe, expect, it } from 'vitest'
import { isTelegram } from './isTelegram.ts'

// Real-world user agent strings.
const USER_AGENTS = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneInAppWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  androidTelegram:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/123.0.0.0 Mobile Safari/537.36 Telegram-Android/10.9.1 (Google Pixel 8; Android 14; SDK 34; HIGH)',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36',
} as const

describe('isTelegram (spec §4: on Telegram a pairing is reused until it expires)', () => {
  it("Telegram's in-app browser is recognised by its user agent", () => {
    expect(isTelegram(USER_AGENTS.androidTelegram)).toBe(true)
  })

  it("Telegram's injected web view proxy is recognised", () => {
    expect(isTelegram(USER_AGENTS.iphoneInAppWebView, { TelegramWebviewProxy: {} })).toBe(true)
    expect(isTelegram(undefined, { TelegramWebviewProxyProto: {} })).toBe(true)
  })

  it('a Mini App launch (Telegram.WebApp with init data) is recognised', () => {
    expect(
      isTelegram(USER_AGENTS.iphoneSafari, { Telegram: { WebApp: { initData: 'query_id=1&user=2' } } }),
    ).toBe(true)
  })

  it('the Telegram script loaded on an ordinary page is not Telegram', () => {
    expect(isTelegram(USER_AGENTS.desktopChrome, { Telegram: { WebApp: { initData: '' } } })).toBe(false)
    expect(isTelegram(USER_AGENTS.desktopChrome, { Telegram: {} })).toBe(false)
  })

  it('ordinary browsers and the server are not Telegram', () => {
    expect(isTelegram(USER_AGENTS.iphoneSafari)).toBe(false)
    expect(isTelegram(USER_AGENTS.desktopChrome, {})).toBe(false)
    expect(isTelegram(undefined, null)).toBe(false)
  })
})
