/** The devnet's fixed settings: the same chain, keys and balances on every start and every machine. */
export const devnetDefaults = {
  chainId: 31337,
  /** The second local chain of `pnpm dev` and the browser tests (switching networks without leaving loopback). */
  secondChainId: 31338,
  secondPort: 8546,
  host: '127.0.0.1',
  /** The CLI's port; `startDevnet` picks a free one unless told. */
  port: 8545,
  /** Anvil's (and Hardhat's) well-known test mnemonic: never use it for anything of value. */
  mnemonic: 'test test test test test test test test test test test junk',
  accountCount: 10,
  /** Whole ETH credited to each account at genesis. */
  balanceEth: 10_000,
  /**
   * The mnemonic index of the token deployer: outside the ten listed accounts, so they all keep exactly
   * `balanceEth` and the token addresses (deployer + nonce) never change.
   */
  deployerIndex: 10,
  /** How many of the first accounts receive `tokenMintAmount` whole tokens of each devnet token. */
  tokenHolderCount: 5,
  tokenMintAmount: 1_000_000,
} as const
