import { parseIpAddress } from './parseIpAddress.ts'

type Range = readonly [prefix: readonly number[], bits: number]

/** IPv4 ranges that are not the public internet (RFC 6890 special-purpose registry and multicast). */
const IPV4_REFUSED: readonly Range[] = [
  [[0], 8], // "this network", incl. the unspecified 0.0.0.0
  [[10], 8], // private
  [[100, 64], 10], // CGNAT shared space
  [[127], 8], // loopback
  [[169, 254], 16], // link-local, incl. cloud metadata 169.254.169.254
  [[172, 16], 12], // private
  [[192, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2], 24], // documentation
  [[192, 88, 99], 24], // 6to4 relay anycast
  [[192, 168], 16], // private
  [[198, 18], 15], // benchmarking
  [[198, 51, 100], 24], // documentation
  [[203, 0, 113], 24], // documentation
  [[224], 4], // multicast
  [[240], 4], // reserved, incl. broadcast
]

/** IPv6 ranges that are not the public internet; IPv4-mapped and NAT64 addresses are judged by their IPv4 part. */
const IPV6_REFUSED: readonly Range[] = [
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 96], // unspecified ::, loopback ::1, IPv4-compatible
  [[0x01, 0x00, 0, 0, 0, 0, 0, 0], 64], // discard-only
  [[0x20, 0x01, 0x00], 23], // IETF protocol assignments, incl. Teredo
  [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation
  [[0x20, 0x02], 16], // 6to4: an IPv4 address in disguise
  [[0xfc], 7], // unique local
  [[0xfe, 0x80], 10], // link-local
  [[0xfe, 0xc0], 10], // site-local (deprecated)
  [[0xff], 8], // multicast
]
const IPV4_MAPPED: readonly number[] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff]
const NAT64: readonly number[] = [0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0]

function inRange(bytes: Uint8Array, [prefix, bits]: Range): boolean {
  for (let bit = 0; bit < bits; bit += 8) {
    const left = Math.min(8, bits - bit)
    const mask = (0xff << (8 - left)) & 0xff
    if (((bytes[bit / 8] ?? 0) & mask) !== ((prefix[bit / 8] ?? 0) & mask)) return false
  }
  return true
}

/**
 * Whether an IP address is on the public internet, so the server may connect to it on a user's behalf: not
 * private, loopback, link-local, CGNAT, multicast, unspecified, documentation or otherwise reserved, in IPv4 or
 * IPv6 (IPv4-mapped `::ffff:a.b.c.d` and NAT64 `64:ff9b::a.b.c.d` judged by their IPv4 address). Not an address:
 * false.
 *
 * @example isPublicAddress('169.254.169.254') // false
 */
export function isPublicAddress(address: string): boolean {
  const bytes = parseIpAddress(address)
  if (!bytes) return false
  if (bytes.length === 4) return !IPV4_REFUSED.some((range) => inRange(bytes, range))
  if (inRange(bytes, [IPV4_MAPPED, 96]) || inRange(bytes, [NAT64, 96]))
    return isPublicAddress(bytes.slice(12).join('.'))
  return !IPV6_REFUSED.some((range) => inRange(bytes, range))
}
