import { encode } from 'uqr'
import { expect, it } from 'vitest'
import { drawQrCode } from './drawQrCode.ts'

const uri = 'wc:7f6e504bfad60b485450578e05678ed3@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e858'

function dotCount(path: string): number {
  return path.split('M').length - 1
}

it('draws one dot per dark data module, with margins around the code', () => {
  const qr = encode(uri, { ecc: 'M', border: 0 })
  const drawing = drawQrCode(uri, { margin: 2 })
  expect(drawing.size).toBe(qr.size + 4)
  const dark = qr.data.flat().filter(Boolean).length
  // The three 7x7 finder patterns hold 33 dark modules each; they are drawn separately.
  expect(dotCount(drawing.dots)).toBe(dark - 3 * 33)
  expect(drawing.logoSize).toBe(0)
})

it('leaves an odd, centred square free for a logo and raises the error correction', () => {
  const drawing = drawQrCode(uri, { logoRatio: 0.22 })
  const plain = drawQrCode(uri)
  expect(drawing.logoSize % 2).toBe(1)
  expect(drawing.logoSize).toBeGreaterThan(0)
  // ECC Q needs at least as many modules as M, and the hole removes dots.
  expect(drawing.size).toBeGreaterThanOrEqual(plain.size)
  const withoutHole = encode(uri, { ecc: 'Q', border: 0 }).data.flat().filter(Boolean).length - 99
  expect(dotCount(drawing.dots)).toBeLessThan(withoutHole)
})

it('draws three finder patterns of three rounded squares each', () => {
  expect(dotCount(drawQrCode(uri).finders)).toBe(9)
})
