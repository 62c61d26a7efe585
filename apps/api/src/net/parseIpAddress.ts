import { isIP } from 'node:net'

/**
 * The bytes of an IPv4 (4) or IPv6 (16) address in any textual form (`::`, embedded dotted IPv4, a zone id is
 * dropped); undefined when the text is not an address.
 *
 * @example parseIpAddress('::ffff:127.0.0.1') // Uint8Array(16) [0, …, 0xff, 0xff, 127, 0, 0, 1]
 */
export function parseIpAddress(text: string): Uint8Array | undefined {
  const address = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const kind = isIP(address)
  if (kind === 4) return Uint8Array.from(address.split('.').map(Number))
  if (kind !== 6) return undefined
  let head = address
  const tail: number[] = []
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)
  if (dotted?.[1]) {
    tail.push(...dotted[1].split('.').map(Number))
    head = `${address.slice(0, -dotted[1].length)}0:0`
  }
  const [left = '', right] = head.split('::')
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16))
  const leftGroups = groups(left)
  const rightGroups = right === undefined ? [] : groups(right)
  const missing = 8 - leftGroups.length - rightGroups.length
  const all = [...leftGroups, ...Array(right === undefined ? 0 : missing).fill(0), ...rightGroups]
  const bytes = new Uint8Array(16)
  all.forEach((group, index) => {
    bytes[index * 2] = group >> 8
    bytes[index * 2 + 1] = group & 0xff
  })
  if (tail.length === 4) bytes.set(tail, 12)
  return bytes
}
