import { PublicKey } from '@solana/web3.js'

/** The program ids the adapter builds instructions for or reads accounts of. */
export const solanaPrograms = {
  token: new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
  token2022: new PublicKey('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'),
  associatedToken: new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'),
  tokenMetadata: new PublicKey('metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s'),
} as const

/** Bytes of a token account: the classic layout; a Token-2022 associated account adds its ImmutableOwner extension. */
export const TOKEN_ACCOUNT_SIZE = { token: 165, token2022: 170 } as const
