import type { KeyValueStorage } from '../types/KeyValueStorage.ts'

/** 400 days: the longest lifetime browsers honour (RFC 6265bis caps Max-Age there). */
export const COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60

export interface CookieStorageOptions {
  /**
   * The cookies to read: a fixed string (a server request's `Cookie` header) or a function read on every access
   * (`() => document.cookie`). With a fixed string, writes are remembered in memory so reads see them.
   */
  cookies: string | (() => string)
  /** Receives each serialised cookie: `document.cookie = c`, or a response `Set-Cookie` header on the server. */
  setCookie?: (serialized: string) => void
  path?: string
  maxAgeSeconds?: number
  sameSite?: 'Lax' | 'Strict' | 'None'
  secure?: boolean
}

/**
 * A KeyValueStorage over cookies, so server rendering can read the same state the browser stored (docs/architecture.md
 * "Storage": SSR gets cookie storage). Keys and values are URI-encoded; it never throws.
 */
export function createCookieStorage(options: CookieStorageOptions): KeyValueStorage {
  const readCookies = typeof options.cookies === 'function' ? options.cookies : () => ''
  const snapshot = typeof options.cookies === 'string' ? parseCookies(options.cookies) : undefined
  const attributes = [
    `Path=${options.path ?? '/'}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
    ...(options.secure || options.sameSite === 'None' ? ['Secure'] : []),
  ]

  const write = (key: string, value: string, maxAgeSeconds: number) => {
    const cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; ${[`Max-Age=${maxAgeSeconds}`, ...attributes].join('; ')}`
    try {
      options.setCookie?.(cookie)
    } catch {
      // A cookie jar that refuses writes (blocked cookies, headers already sent) must not break the caller.
    }
  }

  return {
    getItem(key) {
      if (snapshot) return snapshot.get(key) ?? null
      try {
        return parseCookies(readCookies()).get(key) ?? null
      } catch {
        return null
      }
    },
    setItem(key, value) {
      snapshot?.set(key, String(value))
      write(key, String(value), options.maxAgeSeconds ?? COOKIE_MAX_AGE_SECONDS)
    },
    removeItem(key) {
      snapshot?.delete(key)
      write(key, '', 0)
    },
  }
}

function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator <= 0) continue
    const name = safeDecode(part.slice(0, separator).trim())
    const value = safeDecode(part.slice(separator + 1).trim())
    // The first occurrence wins, as in browsers: it is the most specific path.
    if (name !== undefined && value !== undefined && !cookies.has(name)) cookies.set(name, value)
  }
  return cookies
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}
