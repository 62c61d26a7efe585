// @org/appkit: createAppKit and the instance arrive with the EVM issue; until then this entry exposes the
// network helpers and the core types a dApp uses to describe its configuration.
export type { CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace } from '@org/appkit-core'
export { defineNetwork } from '../networks/defineNetwork.ts'
