import { describe, expect, it } from 'vitest'
import { COOKIE_MAX_AGE_SECONDS, createCookieStorage } from './createCookieStorage.ts'

describe('createCookieStorage (docs/architecture.md "Storage": SSR gets cookie storage)', () => {
  it("reads values from a server request's Cookie header", () => {
    const storage = createCookieStorage({ cookies: 'theme=dark; %40appkit%2Fstatus=%22connected%22' })
    expect(storage.getItem('@appkit/status')).toBe('"connected"')
    expect(storage.getItem('theme')).toBe('dark')
    expect(storage.getItem('missing')).toBe(null)
  })

  it('writes go to the cookie setter, encoded, with path, lifetime and SameSite', () => {
    const written: string[] = []
    const storage = createCookieStorage({ cookies: '', setCookie: (cookie) => written.push(cookie) })
    storage.setItem('@appkit/a b', 'x;y')
    expect(written).toEqual([
      `%40appkit%2Fa%20b=x%3By; Max-Age=${COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`,
    ])
    expect(storage.getItem('@appkit/a b')).toBe('x;y')
  })

  it('removing a key expires its cookie', () => {
    const written: string[] = []
    const storage = createCookieStorage({
      cookies: 'k=v',
      setCookie: (cookie) => written.push(cookie),
      path: '/app',
      sameSite: 'None',
    })
    storage.removeItem('k')
    expect(written).toEqual(['k=; Max-Age=0; Path=/app; SameSite=None; Secure'])
    expect(storage.getItem('k')).toBe(null)
  })

  it('with a cookie getter every read sees the live cookies (document.cookie)', () => {
    let jar = 'k=1'
    const storage = createCookieStorage({
      cookies: () => jar,
      setCookie: (cookie) => {
        jar = cookie.split(';')[0] ?? ''
      },
      maxAgeSeconds: 60,
      secure: true,
    })
    expect(storage.getItem('k')).toBe('1')
    storage.setItem('k', '2')
    expect(storage.getItem('k')).toBe('2')
  })

  it('malformed cookies, a throwing getter or a refusing setter never throw', () => {
    const malformed = createCookieStorage({ cookies: 'bad=%E0%A4%A; =x; novalue; ok=1' })
    expect(malformed.getItem('bad')).toBe(null)
    expect(malformed.getItem('ok')).toBe('1')
    const throwing = createCookieStorage({
      cookies: () => {
        throw new Error('cookies blocked')
      },
      setCookie: () => {
        throw new Error('headers already sent')
      },
    })
    expect(throwing.getItem('k')).toBe(null)
    expect(() => throwing.setItem('k', 'v')).not.toThrow()
  })

  it('the first of two cookies with the same name wins, as in browsers', () => {
    expect(createCookieStorage({ cookies: 'k=specific; k=general' }).getItem('k')).toBe('specific')
  })
})
