/** The Solana devnet's fixed settings: the same chain, keys and balances on every start and every machine. */
export const solanaDevnetDefaults = {
  host: '127.0.0.1',
  /** The CLI's JSON-RPC port (a validator's default); `startSolanaDevnet` picks a free one unless told. */
  port: 8899,
  /** The CLI's WebSocket port: `port + 1`, where `@solana/web3.js` looks when given no `wsEndpoint`. */
  wsPort: 8900,
  /** The EVM devnet's well-known test mnemonic: never use it for anything of value. */
  mnemonic: 'test test test test test test test test test test test junk',
  /** Phantom's, Solflare's and Backpack's path, so importing the mnemonic into a wallet shows these accounts. */
  derivationPath: "m/44'/501'/i'/0'",
  accountCount: 10,
  /** Whole SOL credited to each account at genesis. */
  balanceSol: 10_000,
  /** How many of the first accounts hold `tokenMintAmount` whole dUSD (in their associated token account). */
  tokenHolderCount: 5,
  tokenMintAmount: 1_000_000,
  /** Whole SOL of the faucet (account index 10), which pays airdrops and is the dUSD mint authority. */
  faucetBalanceSol: 5_000_000,
  lamportsPerSignature: 5000,
  /** Blocks a blockhash stays usable after it was the latest, as on a validator (MAX_PROCESSING_AGE). */
  blockhashValidBlocks: 150,
} as const
