export interface AddressGradient {
  /** Three HSL colours, from the centre outwards. */
  colors: readonly [string, string, string]
  /** Where the gradient's centre sits, in percent of the avatar. */
  center: { x: number; y: number }
}

/** FNV-1a over the lower-cased address: the same address gives the same number on every platform. */
function hash(input: string, seed: number): number {
  let value = 2166136261 ^ seed
  for (const char of input.toLowerCase()) {
    value ^= char.charCodeAt(0)
    value = Math.imul(value, 16777619)
  }
  return value >>> 0
}

/**
 * Derives a deterministic gradient from an address, so an account without a profile image still has a
 * recognisable avatar. Addresses are compared case-insensitively (checksummed EVM addresses match).
 *
 * @example
 * createAddressGradient('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045').colors // three hsl() strings
 */
export function createAddressGradient(address: string): AddressGradient {
  const a = hash(address, 1)
  const b = hash(address, 2)
  const hue = a % 360
  const spread = 40 + (b % 100)
  const colors = [
    `hsl(${hue} 85% 72%)`,
    `hsl(${(hue + spread) % 360} 80% 58%)`,
    `hsl(${(hue + spread * 2) % 360} 75% 42%)`,
  ] as const
  return { colors, center: { x: 20 + (a % 61), y: 20 + (b % 61) } }
}
