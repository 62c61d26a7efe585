// @org/appkit/networks: viem-compatible network presets with CAIP ids.

export type { NetworkDefinition } from '../networks/defineNetwork.ts'
export { defineNetwork } from '../networks/defineNetwork.ts'
export {
  arbitrum,
  base,
  bitcoin,
  bitcoinTestnet,
  devnet,
  devnet2,
  mainnet,
  optimism,
  polkadot,
  polygon,
  sepolia,
  solana,
  solanaDevnet,
  solanaTestnet,
} from '../networks/presets.ts'
