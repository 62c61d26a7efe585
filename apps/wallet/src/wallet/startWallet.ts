import { deriveSolanaAccounts } from '../accounts/deriveSolanaAccounts.ts'
import { deriveWalletAccounts } from '../accounts/deriveWalletAccounts.ts'
import type { WalletConfig } from '../config/WalletConfig.ts'
import { walletDefaults } from '../config/walletDefaults.ts'
import { createWalletController, type WalletController } from './createWalletController.ts'
import { createWalletKit } from './createWalletKit.ts'

/**
 * The wallet as the page runs it: the test accounts (EVM, and Solana when a Solana chain is served), WalletKit on the configured relay (storage in the browser,
 * so sessions survive a reload), the controller, and the `?uri=` deep link opened.
 */
export async function startWallet(config: WalletConfig, origin: string): Promise<WalletController> {
  const accounts = deriveWalletAccounts(walletDefaults.mnemonic, config.accountCount)
  const solanaAccounts =
    config.solanaChains.length === 0
      ? []
      : await deriveSolanaAccounts(walletDefaults.mnemonic, config.accountCount)
  const walletKit = await createWalletKit({
    relayUrl: config.relayUrl,
    projectId: config.projectId,
    storagePrefix: walletDefaults.storagePrefix,
    metadata: {
      name: walletDefaults.name,
      description: 'A WalletConnect test wallet holding devnet keys',
      url: origin,
      // Served by this app, so a dApp showing it stays on loopback too.
      icons: [`${origin}/wallet-icon.svg`],
    },
  })
  const controller = createWalletController({
    walletKit,
    accounts,
    chains: config.chains,
    solanaAccounts,
    solanaChains: config.solanaChains,
  })
  void controller.refreshSolanaBalances()
  // Not awaited: a failed deep link shows in the page's alert like a failed paste.
  if (config.uri) void controller.pair(config.uri)
  return controller
}
