import { describe, expect, it } from 'vitest'
import { sanitizeUrl } from './sanitizeUrl.ts'

describe('sanitizeUrl', () => {
  it.each([
    ['https://example.com/logo.png', 'https://example.com/logo.png'],
    ['  https://example.com/a b.png ', 'https://example.com/a%20b.png'],
    [
      'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/logo.png',
      'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/logo.png',
    ],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['data:image/svg+xml,%3Csvg%3E%3C/svg%3E', 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E'],
    [
      'blob:https://example.com/1f0c3b9e-0000-4000-8000-000000000000',
      'blob:https://example.com/1f0c3b9e-0000-4000-8000-000000000000',
    ],
  ])('keeps the image URL %s', (url, expected) => {
    expect(sanitizeUrl(url, 'image')).toBe(expected)
  })

  it('keeps an inline image as written, without copying it through the URL parser', () => {
    // The parser would drop the line break; the browser drops it too when it loads the image.
    const icon = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg">\n</svg>'
    expect(sanitizeUrl(icon, 'image')).toBe(icon)
    expect(sanitizeUrl(icon, 'link')).toBeUndefined()
  })

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg',
    'http://example.com/logo.png',
    '//example.com/logo.png',
    '/logo.png',
    'logo.png',
    'file:///etc/passwd',
    'ftp://example.com/logo.png',
    '',
    'https://',
  ])('refuses the image URL %j', (url) => {
    expect(sanitizeUrl(url, 'image')).toBeUndefined()
  })

  it('keeps http URLs on a loopback host only (a self-hosted local stack), as images and links', () => {
    expect(sanitizeUrl('http://127.0.0.1:8787/getWalletImage/dev-wallet', 'image')).toBe(
      'http://127.0.0.1:8787/getWalletImage/dev-wallet',
    )
    expect(sanitizeUrl('http://localhost:5174/?uri=wc', 'link')).toBe('http://localhost:5174/?uri=wc')
    expect(sanitizeUrl('http://[::1]:8787/a.png', 'image')).toBe('http://[::1]:8787/a.png')
    expect(sanitizeUrl('http://127.0.0.1.example.com/a.png', 'image')).toBeUndefined()
    expect(sanitizeUrl('http://192.168.1.10/a.png', 'image')).toBeUndefined()
  })

  it('keeps https and ipfs links', () => {
    expect(sanitizeUrl('https://etherscan.io/tx/0x1', 'link')).toBe('https://etherscan.io/tx/0x1')
    expect(sanitizeUrl('ipfs://bafy/readme')).toBe('ipfs://bafy/readme')
  })

  it('refuses data and blob URLs as link targets, and script URLs', () => {
    expect(sanitizeUrl('data:image/png;base64,iVBORw0KGgo=', 'link')).toBeUndefined()
    expect(sanitizeUrl('blob:https://example.com/1', 'link')).toBeUndefined()
    expect(sanitizeUrl('javascript:alert(document.cookie)', 'link')).toBeUndefined()
  })

  it('refuses what is not a string', () => {
    expect(sanitizeUrl(undefined)).toBeUndefined()
    expect(sanitizeUrl(null)).toBeUndefined()
    expect(sanitizeUrl(42 as unknown as string)).toBeUndefined()
  })
})
