/** The name and symbol of a Metaplex token metadata account. */
export interface TokenMetadata {
  name: string
  symbol: string
}

const textDecoder = new TextDecoder()

/**
 * Reads name and symbol from a Metaplex Token Metadata account (key u8, update authority and mint of 32 bytes each,
 * then Borsh strings: u32 length and UTF-8, padded with NULs); undefined when the bytes do not hold one.
 *
 * @example parseTokenMetadata(accountInfo.data) // { name: 'USD Coin', symbol: 'USDC' }
 */
export function parseTokenMetadata(data: Uint8Array): TokenMetadata | undefined {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  let offset = 1 + 32 + 32
  const readString = (): string | undefined => {
    if (offset + 4 > data.length) return undefined
    const length = view.getUint32(offset, true)
    offset += 4
    if (offset + length > data.length) return undefined
    const text = textDecoder.decode(data.subarray(offset, offset + length))
    offset += length
    return text.replace(/\0+$/, '').trim()
  }
  const name = readString()
  const symbol = readString()
  return name === undefined || symbol === undefined ? undefined : { name, symbol }
}
