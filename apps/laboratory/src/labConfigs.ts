import type { CreateAppKitOptions } from '@org/appkit/react'

/** A laboratory page: one configuration of createAppKit a dApp team might ship. */
export interface LabConfig {
  id: string
  title: string
  /** The chain namespaces the page serves, each with its adapter and local networks. @default ['eip155'] */
  namespaces?: readonly LabNamespace[]
  options: Partial<CreateAppKitOptions>
}

/** The namespaces the laboratory has a local chain and a dev wallet for. */
export type LabNamespace = 'eip155' | 'solana'

/** The pages of the laboratory, chosen with `?config=<id>`. */
export const labConfigs: readonly LabConfig[] = [
  { id: 'default', title: 'Default', options: {} },
  { id: 'dark', title: 'Dark theme', options: { themeMode: 'dark' } },
  // No "no email or socials" or "wallets first" page: the embedded wallet is not built, so the modal lists wallets
  // alone on every page and such pages would look like the default one.
  // No chain adapter at all: WalletConnect only, through the universal provider (the dApp signs and sends with
  // the provider `useAppKitProvider` hands out).
  { id: 'walletconnect-only', title: 'WalletConnect only', options: { adapters: [] } },
  // Solana alone (SolanaAdapter, the local Solana devnet), and EVM and Solana in one modal (spec §4).
  { id: 'solana', title: 'Solana', namespaces: ['solana'], options: {} },
  { id: 'evm-solana', title: 'EVM + Solana', namespaces: ['eip155', 'solana'], options: {} },
]

/** The configuration named in the page URL, or the default one. */
export function getLabConfig(search: string): LabConfig {
  const id = new URLSearchParams(search).get('config')
  return labConfigs.find((config) => config.id === id) ?? (labConfigs[0] as LabConfig)
}
