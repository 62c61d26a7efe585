/** A chain the wallet serves: its CAIP-2 id, its EIP-155 number and the RPC it sends transactions to. */
export interface WalletChain {
  caipId: `eip155:${number}`
  chainId: number
  rpcUrl: string
}
