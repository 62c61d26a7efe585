// A constant, not an import of @org/appkit-devnet: that package is Node-only and this entry is bundled for browsers.
// The Solana dev wallet's tests pin it to the devnet's `solanaDevnetChainId`.
/** The local Solana devnet's CAIP-2 id (`solana:` + the first 32 characters of its fixed genesis hash). */
export const solanaDevWalletLocalChain = 'solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx'
