import type { ChainNamespace, Core } from '@org/appkit-core'

/** Connects the story's mock wallet through the core's own connect action, as a visitor would. */
export async function connectStoryWallet(
  core: Core,
  namespace: ChainNamespace = 'eip155',
  wallet: { name: string; icon?: string } = { name: 'Story Wallet' },
): Promise<void> {
  await core.connection.connect({ id: 'story-wallet', type: 'INJECTED', chain: namespace })
  core.chain.updateAccount(namespace, { connectedWalletInfo: wallet })
}
