/**
 * The Solana devnet's genesis hash: fixed (the base58 SHA-256 of `@org/appkit-devnet solana genesis`, checked by
 * a test) rather than random, so the chain's CAIP-2 id is a constant.
 */
export const solanaDevnetGenesisHash = 'EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYxrxmwP9fk8cVd'

/** The CAIP-2 id of the local Solana chain: `solana:` and the first 32 characters of its genesis hash. */
export const solanaDevnetChainId = 'solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx' as const
