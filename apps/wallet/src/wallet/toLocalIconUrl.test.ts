import { describe, expect, it } from 'vitest'
import { toLocalIconUrl } from './toLocalIconUrl.ts'

describe('toLocalIconUrl', () => {
  it('keeps icons the page can load without leaving loopback', () => {
    expect(toLocalIconUrl('http://127.0.0.1:5173/icon.png')).toBe('http://127.0.0.1:5173/icon.png')
    expect(toLocalIconUrl('https://localhost/icon.svg')).toBe('https://localhost/icon.svg')
    expect(toLocalIconUrl('http://[::1]:8080/i.png')).toBe('http://[::1]:8080/i.png')
    expect(toLocalIconUrl('data:image/svg+xml,<svg/>')).toBe('data:image/svg+xml,<svg/>')
  })

  it('drops remote, non-image and malformed icons', () => {
    expect(toLocalIconUrl('https://example.com/icon.png')).toBeUndefined()
    expect(toLocalIconUrl('https://127.0.0.1.example.com/icon.png')).toBeUndefined()
    expect(toLocalIconUrl('data:text/html,<script>')).toBeUndefined()
    expect(toLocalIconUrl('javascript:alert(1)')).toBeUndefined()
    expect(toLocalIconUrl('')).toBeUndefined()
    expect(toLocalIconUrl('/relative.png')).toBeUndefined()
  })
})
