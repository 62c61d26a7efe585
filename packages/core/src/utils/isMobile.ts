const MOBILE = /Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|IEMobile|Opera Mini/i
const MACINTOSH = /Macintosh/i

export interface PlatformHints {
  /** `navigator.maxTouchPoints`: iPadOS 13+ reports a desktop Mac user agent but has a touch screen. */
  maxTouchPoints?: number
}

/**
 * Whether the user agent is a phone or tablet. Takes the user agent as an argument so it runs on the server
 * (pass the request's header) and in tests; with no user agent it answers false.
 */
export function isMobile(userAgent: string | undefined, hints: PlatformHints = {}): boolean {
  if (!userAgent) return false
  return MOBILE.test(userAgent) || isDesktopModeIpad(userAgent, hints)
}

/** iPadOS 13+ in its default "desktop website" mode: a Mac user agent with multi-touch. */
export function isDesktopModeIpad(userAgent: string, hints: PlatformHints): boolean {
  return MACINTOSH.test(userAgent) && (hints.maxTouchPoints ?? 0) > 1
}
