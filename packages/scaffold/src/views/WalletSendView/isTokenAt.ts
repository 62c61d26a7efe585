import type { SendTokenBalance } from '@org/appkit-core/internal'

function plain(address: string): string | undefined {
  return address.split(':').at(-1)?.toLowerCase()
}

/**
 * Whether a token is the contract at `address`, given as a CAIP-10 id or a plain address, in any case (an
 * `open()` preset may come either way; the Blockchain API sends CAIP-10).
 *
 * @example isTokenAt(usdc, '0x5FbDB2315678afecb367f032d93F642f64180aa3') // true for 'eip155:31337:0x5fbd...'
 */
export function isTokenAt(token: Pick<SendTokenBalance, 'address'>, address: string): boolean {
  return token.address !== undefined && plain(token.address) === plain(address)
}
