// @org/appkit/networks: viem-compatible network presets with CAIP ids, AppKit's `defineChain` and the network types.

export type { AppKitNetwork, CaipNetwork, CaipNetworkId, ChainNamespace } from '@org/appkit-core'
export { defineChain } from '../networks/defineChain.ts'
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
  solanaLocal,
  solanaTestnet,
} from '../networks/presets.ts'
