import { encode, QrCodeDataType } from 'uqr'

export interface DrawQrCodeParameters {
  /** Share of the width kept free in the centre for a logo (0 for none). @default 0 */
  logoRatio?: number
  /** Modules of quiet zone around the code. @default 2 */
  margin?: number
}

export interface QrCodeDrawing {
  /** Width and height of the drawing, in modules, margins included. */
  size: number
  /** The three finder patterns as rounded rings and centres (fill with `fill-rule="evenodd"`). */
  finders: string
  /** Every other dark module as a dot. */
  dots: string
  /** Side of the square left free for the logo, in modules (0 without a logo). */
  logoSize: number
}

function roundedRect(x: number, y: number, side: number, radius: number): string {
  const r = Math.min(radius, side / 2)
  return (
    `M${x + r} ${y}h${side - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${side - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}` +
    `h${-(side - 2 * r)}a${r} ${r} 0 0 1 ${-r} ${-r}v${-(side - 2 * r)}a${r} ${r} 0 0 1 ${r} ${-r}z`
  )
}

/**
 * Encodes `value` as a QR code (with `uqr`) and draws it as two SVG paths: round dots for the data and
 * rounded finder patterns, leaving a centred square free for a logo. The error correction rises to Q when
 * a logo covers part of the code, so it still scans.
 *
 * @example
 * const { size, finders, dots } = drawQrCode('wc:abc@2?relay-protocol=irn', { logoRatio: 0.22 })
 */
export function drawQrCode(value: string, parameters: DrawQrCodeParameters = {}): QrCodeDrawing {
  const { logoRatio = 0, margin = 2 } = parameters
  const qr = encode(value, { ecc: logoRatio > 0 ? 'Q' : 'M', border: 0 })
  const count = qr.size
  // An odd count and an odd hole keep the hole centred on whole modules.
  let logoSize = logoRatio > 0 ? Math.ceil(count * logoRatio) : 0
  if (logoSize > 0 && logoSize % 2 === 0) logoSize += 1
  const holeStart = (count - logoSize) / 2
  const inHole = (x: number, y: number) =>
    logoSize > 0 &&
    x >= holeStart - 0.5 &&
    x < holeStart + logoSize + 0.5 &&
    y >= holeStart - 0.5 &&
    y < holeStart + logoSize + 0.5

  const radius = 0.42
  const dots: string[] = []
  for (let y = 0; y < count; y++) {
    const row = qr.data[y]
    const types = qr.types[y]
    if (!row || !types) continue
    for (let x = 0; x < count; x++) {
      if (!row[x] || types[x] === QrCodeDataType.Position || inHole(x, y)) continue
      const cx = x + margin + 0.5 - radius
      const cy = y + margin + 0.5
      dots.push(
        `M${cx} ${cy}a${radius} ${radius} 0 1 0 ${2 * radius} 0a${radius} ${radius} 0 1 0 ${-2 * radius} 0`,
      )
    }
  }

  const finders = [
    [0, 0],
    [count - 7, 0],
    [0, count - 7],
  ]
    .map(([fx = 0, fy = 0]) => {
      const x = fx + margin
      const y = fy + margin
      return roundedRect(x, y, 7, 2.2) + roundedRect(x + 1, y + 1, 5, 1.5) + roundedRect(x + 2, y + 2, 3, 1)
    })
    .join('')

  return { size: count + 2 * margin, finders, dots: dots.join(''), logoSize }
}
