import { expect, it } from 'vitest'
import { isInlineUrl } from './isInlineUrl.ts'

it('tells inline data and page blobs from URLs that reach a network', () => {
  expect(isInlineUrl('data:image/svg+xml;base64,PHN2Zy8+')).toBe(true)
  expect(isInlineUrl('DATA:image/png;base64,iVBORw0KGgo=')).toBe(true)
  expect(isInlineUrl('blob:http://127.0.0.1:5173/8f1c')).toBe(true)
  expect(isInlineUrl('https://wallet.example/icon.png')).toBe(false)
  expect(isInlineUrl('ipfs://bafy/icon.png')).toBe(false)
  expect(isInlineUrl(' data:image/png;base64,AA')).toBe(false)
  expect(isInlineUrl(undefined)).toBe(false)
})
