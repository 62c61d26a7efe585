import { describe, expect, it } from 'vitest'
import { isMobile } from './isMobile.ts'

// Real-world user agent strings.
const USER_AGENTS = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36',
  androidTelegram:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/123.0.0.0 Mobile Safari/537.36 Telegram-Android/10.9.1 (Google Pixel 8; Android 14; SDK 34; HIGH)',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
} as const

describe('isMobile (spec §2: with no adapters and no account, AllWallets opens on mobile)', () => {
  it('phones and tablets are mobile', () => {
    expect(isMobile(USER_AGENTS.iphoneSafari)).toBe(true)
    expect(isMobile(USER_AGENTS.androidChrome)).toBe(true)
    expect(isMobile(USER_AGENTS.androidTelegram)).toBe(true)
  })

  it('desktop browsers are not mobile', () => {
    expect(isMobile(USER_AGENTS.desktopChrome)).toBe(false)
    expect(isMobile(USER_AGENTS.macSafari, { maxTouchPoints: 0 })).toBe(false)
  })

  it('an iPad in desktop mode (a Mac user agent with multi-touch) is mobile', () => {
    expect(isMobile(USER_AGENTS.ipadDesktopMode, { maxTouchPoints: 5 })).toBe(true)
  })

  it('on the server (no user agent) nothing is mobile', () => {
    expect(isMobile(undefined)).toBe(false)
    expect(isMobile('')).toBe(false)
  })
})
