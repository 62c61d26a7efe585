import { solanaNamespace } from '../solana/solanaNamespace.ts'
import type { AccountChain } from './AccountChain.ts'
import type { AccountNamespace } from './AccountNamespace.ts'
import { evmNamespace } from './evmNamespace.ts'

/** Every namespace whose addresses this server can read (served or not: CAIP-10 ids of any are checked). */
export const accountNamespaces: readonly AccountNamespace[] = [evmNamespace, solanaNamespace]

/** The served chains of every namespace, as the account routes look them up. */
export interface AccountChainRegistry {
  /** In configuration order. */
  list: readonly AccountChain[]
  /** By CAIP-2 id. */
  get(caipNetworkId: string): AccountChain | undefined
  /** The served chains of one namespace (`eip155`, `solana`); empty when none is configured. */
  inNamespace(name: string): readonly AccountChain[]
  /** Waits for the indexing in progress on every chain. */
  idle(): Promise<void>
}

/** Looks the chains up by id and namespace. */
export function createAccountChainRegistry(list: readonly AccountChain[]): AccountChainRegistry {
  const byId = new Map(list.map((chain) => [chain.caipNetworkId, chain]))
  return {
    list,
    get: (caipNetworkId) => byId.get(caipNetworkId),
    inNamespace: (name) => list.filter((chain) => chain.namespace.name === name),
    idle: async () => {
      await Promise.all(list.map((chain) => chain.idle()))
    },
  }
}
