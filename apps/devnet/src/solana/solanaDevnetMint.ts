import type { Address } from '@solana/kit'

export interface SolanaDevnetToken {
  /** The mint account. */
  address: Address
  /** Not on chain (a classic SPL mint has no metadata): the same name and symbol as the EVM devnet's dUSD. */
  name: string
  symbol: string
  decimals: number
  /** The SPL Token program that owns the mint. */
  programId: Address
  /** Can mint more: `solanaDevnetFaucet`. */
  mintAuthority: Address
}

/**
 * The devnet's SPL token, created at genesis at a fixed address (mnemonic index 11's public key; nobody needs
 * its key, the mint is written directly into the genesis state).
 */
export const solanaDevnetMint = {
  address: 'Co9iaX5MKFXUds9wbdhtJw4eVCqiUJHJEqEyzrJAh7Dt' as Address,
  name: 'Devnet USD',
  symbol: 'dUSD',
  decimals: 6,
  programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' as Address,
  mintAuthority: '6FvbTFsvAeiN6agSCxqsh2WM5xGw3GNAQ2A4M1xWPYfc' as Address,
} as const satisfies SolanaDevnetToken
