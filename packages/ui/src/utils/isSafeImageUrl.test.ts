import { expect, it } from 'vitest'
import { isSafeImageUrl } from './isSafeImageUrl.ts'

it('accepts https, data:image, blob and ipfs image URLs only', () => {
  expect(isSafeImageUrl('https://example.com/a.png')).toBe(true)
  expect(isSafeImageUrl('data:image/webp;base64,UklGRg==')).toBe(true)
  expect(isSafeImageUrl('blob:https://example.com/1')).toBe(true)
  expect(isSafeImageUrl('ipfs://bafy/a.png')).toBe(true)
  expect(isSafeImageUrl('javascript:alert(1)')).toBe(false)
  expect(isSafeImageUrl('http://example.com/a.png')).toBe(false)
  expect(isSafeImageUrl('data:text/html,hi')).toBe(false)
  expect(isSafeImageUrl(undefined)).toBe(false)
})
