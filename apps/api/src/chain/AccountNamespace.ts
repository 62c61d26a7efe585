/**
 * How one chain namespace writes its addresses, for the account routes and the history answers. Each namespace
 * has its own (`evmNamespace`, `solanaNamespace`), so the shared routes never test a namespace's name.
 */
export interface AccountNamespace {
  /** The CAIP-2 namespace: `eip155`, `solana`. */
  name: string
  /** Whether `value` is an address of this namespace (a path address with no `chainId` picks its namespace so). */
  isAddress(value: string): boolean
  /** The form the history index stores an address under (EVM: lowercase; Solana: as is, base58 is case-sensitive). */
  indexKey(address: string): string
  /** A stored address as answers show it (EVM: checksummed). */
  displayAddress(stored: string): string
  /** What minted tokens come from and burnt ones go to in the index (EVM: the zero address). */
  nullAddress: string
  /** The native coin's token address in CAIP-10 ids: price-table keys, token lists, fungible prices. */
  nativeTokenAddress: string
}
