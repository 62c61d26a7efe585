import type { ChainAdapter, CreateCoreParameters } from '@org/appkit-core'
import type { AccountPatch } from '@org/appkit-core/internal'
import { createMockAdapter } from '@org/appkit-testing'
import { storyChainImages, storyImages } from './accountFixtures.ts'
import { connectStoryWallet } from './connectStoryWallet.ts'
import { createStoryCore } from './createStoryCore.ts'
import { createSendStoryApiFetch, type SendStoryApiOptions } from './sendFixtures.ts'
import { storySolanaHistory, storySolanaLocal, storySolanaTokens } from './solanaFixtures.ts'

export interface SolanaStoryOptions {
  /** Added to (and winning over) the default Solana answers of the fake API. */
  api?: SendStoryApiOptions
  account?: AccountPatch
  dark?: boolean
  /** Changes the story adapter before the core is built (e.g. a wallet that declines to send). */
  adapter?: (adapter: ChainAdapter) => ChainAdapter
  /** Further core options. */
  options?: Partial<CreateCoreParameters>
}

/**
 * The API as it serves the local Solana devnet: SOL and dUSD with prices, a SOL and a dUSD transfer, and no gas
 * price (a Solana fee is per signature: the adapter estimates it).
 */
export function solanaStoryApi(now: number = Date.now()): SendStoryApiOptions {
  return {
    supportedChains: [storySolanaLocal.caipNetworkId],
    balances: storySolanaTokens,
    history: { '': { data: storySolanaHistory(now) } },
    gasPrice: 'error',
  }
}

/**
 * A Solana wallet connected on the local devnet (a Solana-only dApp) through the core's own connect action, the
 * fake API answering as `solanaStoryApi` and `api` say: the core behind the Solana account and send stories.
 *
 * @example loaders: [async () => ({ core: await createSolanaStoryCore({ dark: true }) })]
 */
export async function createSolanaStoryCore({
  api,
  account,
  dark,
  adapter: adapt = (adapter) => adapter,
  options,
}: SolanaStoryOptions = {}) {
  const { adapter } = createMockAdapter({
    namespace: 'solana',
    // Spec §6: balances and activity on Solana, no names and no swaps.
    capabilities: { history: true },
    balance: '2.5',
  })
  const core = createStoryCore({
    networks: [storySolanaLocal],
    chainImages: storyChainImages,
    adapters: [adapt(adapter)],
    fetch: createSendStoryApiFetch({ ...solanaStoryApi(), ...api }),
    ...options,
  })
  if (dark) core.theme.setThemeMode('dark')
  await connectStoryWallet(core, 'solana', { name: 'Story Wallet', icon: storyImages.wallet })
  core.chain.updateAccount('solana', { balance: '2.5', balanceSymbol: 'SOL', ...account })
  return core
}
