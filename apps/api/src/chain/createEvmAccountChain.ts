import { getAddress } from 'viem'
import { nativeTokenAddress } from '../config/nativeTokenAddress.ts'
import type { HistoryIndexer } from '../history/createHistoryIndexer.ts'
import type { AccountChain } from './AccountChain.ts'
import type { ChainHandle } from './createChainHandle.ts'
import { evmNamespace } from './evmNamespace.ts'
import { readEvmBalances } from './readEvmBalances.ts'

/**
 * An EVM chain as the account routes use it: balances read with viem, history from the chain-wide block indexer
 * (one catch-up serves every address), tokens from the configuration or read from the contract.
 */
export function createEvmAccountChain(chain: ChainHandle, indexer: HistoryIndexer): AccountChain {
  const native = () => ({ ...chain.config.nativeCurrency, address: nativeTokenAddress })
  return {
    namespace: evmNamespace,
    caipNetworkId: chain.caipNetworkId,
    readBalances: (address, options) => readEvmBalances(chain, address, options),
    syncHistory: () => indexer.sync(),
    idle: () => indexer.idle(),
    listTokens: () => [native(), ...(chain.config.tokens ?? []).map((token) => ({ ...token }))],
    async findToken(address) {
      if (address.toLowerCase() === nativeTokenAddress) return native()
      return chain.getToken(getAddress(address))
    },
  }
}
