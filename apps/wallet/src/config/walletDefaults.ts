/** What the wallet uses when neither the query string nor the environment says otherwise: the local stack. */
export const walletDefaults = {
  relayUrl: 'ws://127.0.0.1:8555',
  projectId: 'laboratory',
  /** `caip2Id=rpcUrl` pairs: the two devnets `pnpm dev` runs. */
  chains: 'eip155:31337=http://127.0.0.1:8545,eip155:31338=http://127.0.0.1:8546',
  /** `caip2Id=rpcUrl` pairs: the local Solana devnet `pnpm dev` runs (LiteSVM, `@org/appkit-devnet`). */
  solanaChains: 'solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx=http://127.0.0.1:8899',
  accountCount: 3,
  /** Anvil's public test mnemonic: every key derived from it is known to the world. */
  mnemonic: 'test test test test test test test test test test test junk',
  /** WalletKit's storage keys in the browser start with this, apart from any dApp on the same origin. */
  storagePrefix: 'appkit-wallet',
  name: 'AppKit test wallet',
} as const

/** The most accounts the wallet derives of each kind (anvil and the Solana devnet fund ten each). */
export const maxAccountCount = 10
