import type { CreateAppKitOptions } from '@org/appkit/react'

/** A laboratory page: one configuration of createAppKit a dApp team might ship. */
export interface LabConfig {
  id: string
  title: string
  options: Partial<CreateAppKitOptions>
}

/** The pages of the laboratory, chosen with `?config=<id>`. */
export const labConfigs: readonly LabConfig[] = [
  { id: 'default', title: 'Default', options: {} },
  { id: 'dark', title: 'Dark theme', options: { themeMode: 'dark' } },
  {
    id: 'wallets-only',
    title: 'No email or socials',
    options: { features: { email: false, socials: false } },
  },
  {
    id: 'wallets-first',
    title: 'Wallets first',
    options: { features: { connectMethodsOrder: ['wallet', 'email', 'social'] } },
  },
  // No chain adapter at all: WalletConnect only, through the universal provider (the dApp signs and sends with
  // the provider `useAppKitProvider` hands out).
  { id: 'walletconnect-only', title: 'WalletConnect only', options: { adapters: [] } },
]

/** The configuration named in the page URL, or the default one. */
export function getLabConfig(search: string): LabConfig {
  const id = new URLSearchParams(search).get('config')
  return labConfigs.find((config) => config.id === id) ?? (labConfigs[0] as LabConfig)
}
