import { type ApiChain, isEvmApiChain } from '../config/ApiChain.ts'
import { type ChainHandle, createChainHandle } from './createChainHandle.ts'

/** The configured EVM chains. */
export interface ChainRegistry {
  /** In configuration order. */
  list: readonly ChainHandle[]
  /** By CAIP-2 id (`eip155:31337`). */
  get(caipNetworkId: string): ChainHandle | undefined
  /** By ENSIP-11 coin type (`0x80000000 | chainId`). */
  byCoinType(coinType: number): ChainHandle | undefined
}

/** One handle per configured EVM chain (the other namespaces' chains are left to their own registries). */
export function createChainRegistry(chains: readonly ApiChain[]): ChainRegistry {
  const list = chains.filter(isEvmApiChain).map(createChainHandle)
  const byId = new Map(list.map((chain) => [chain.caipNetworkId, chain]))
  const byCoin = new Map(list.map((chain) => [chain.coinType, chain]))
  return { list, get: (id) => byId.get(id), byCoinType: (coinType) => byCoin.get(coinType) }
}
