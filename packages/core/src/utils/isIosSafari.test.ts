import { describe, expect, it } from 'vitest'
import { isIosSafari } from './isIosSafari.ts'

// Real-world user agent strings.
const USER_AGENTS = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  iphoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/124.0 Mobile/15E148 Safari/605.1.15',
  iphoneInAppWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
} as const

describe('isIosSafari (spec §4: on Safari on iOS a pairing is reused until it expires)', () => {
  it('Safari on iPhone is iOS Safari', () => {
    expect(isIosSafari(USER_AGENTS.iphoneSafari)).toBe(true)
  })

  it('Safari on an iPad in desktop mode is iOS Safari', () => {
    expect(isIosSafari(USER_AGENTS.ipadDesktopMode, { maxTouchPoints: 5 })).toBe(true)
  })

  it('other iOS browsers and in-app web views are not iOS Safari', () => {
    expect(isIosSafari(USER_AGENTS.iphoneChrome)).toBe(false)
    expect(isIosSafari(USER_AGENTS.iphoneFirefox)).toBe(false)
    expect(isIosSafari(USER_AGENTS.iphoneInAppWebView)).toBe(false)
  })

  it('Safari on a Mac, Android browsers and the server are not iOS Safari', () => {
    expect(isIosSafari(USER_AGENTS.macSafari)).toBe(false)
    expect(isIosSafari(USER_AGENTS.androidChrome)).toBe(false)
    expect(isIosSafari(undefined)).toBe(false)
  })
})
