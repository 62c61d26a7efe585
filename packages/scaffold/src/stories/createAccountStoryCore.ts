import type { ChainAdapter, ChainAdapterCapabilities, CreateCoreParameters, Features } from '@org/appkit-core'
import type { AccountPatch } from '@org/appkit-core/internal'
import { createMockAdapter } from '@org/appkit-testing'
import {
  storyChainImages,
  storyHistory,
  storyHistoryPage2,
  storyImages,
  storyTokens,
} from './accountFixtures.ts'
import { connectStoryWallet } from './connectStoryWallet.ts'
import { createStoryCore } from './createStoryCore.ts'
import { createSendStoryApiFetch, type SendStoryApiOptions } from './sendFixtures.ts'

export interface AccountStoryOptions {
  api?: SendStoryApiOptions
  features?: Features
  capabilities?: Partial<ChainAdapterCapabilities>
  account?: AccountPatch
  dark?: boolean
  /** Changes the story adapter before the core is built (e.g. a wallet that declines to send). */
  adapter?: (adapter: ChainAdapter) => ChainAdapter
  /** Further core options (e.g. `enableNetworkSwitch: false`). */
  options?: Partial<CreateCoreParameters>
}

/** Tokens, and two pages of activity behind the cursor 'page-2'. */
export const defaultAccountStoryApi: SendStoryApiOptions = {
  balances: storyTokens,
  history: { '': { data: storyHistory(), next: 'page-2' }, 'page-2': { data: storyHistoryPage2() } },
}

/**
 * A wallet connected on the devnet through the core's own connect action, with the fake Blockchain API
 * answering `api` (balances, history, gas price, identities, names): the core behind account and send stories.
 */
export async function createAccountStoryCore({
  api = defaultAccountStoryApi,
  features,
  capabilities,
  account,
  dark,
  adapter: adapt = (adapter) => adapter,
  options,
}: AccountStoryOptions = {}) {
  const { adapter } = createMockAdapter({
    // The account views' stories show swaps and activity as served.
    capabilities: { swap: true, history: true, ...capabilities },
    balance: '1.2345678',
  })
  const core = createStoryCore({
    chainImages: storyChainImages,
    adapters: [adapt(adapter)],
    fetch: createSendStoryApiFetch(api),
    ...options,
    features: { analytics: false, ...features },
  })
  if (dark) core.theme.setThemeMode('dark')
  await connectStoryWallet(core, 'eip155', { name: 'Story Wallet', icon: storyImages.wallet })
  core.chain.updateAccount('eip155', {
    balance: '1.2345678',
    balanceSymbol: 'ETH',
    addressExplorerUrl: 'https://explorer.example/address/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ...account,
  })
  return core
}
