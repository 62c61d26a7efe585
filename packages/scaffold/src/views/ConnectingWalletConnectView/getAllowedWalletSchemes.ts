import type { CustomWallet } from '@org/appkit-core'
import { schemeOf } from './schemeOf.ts'
import { WALLET_APP_SCHEMES } from './WALLET_APP_SCHEMES.ts'

/**
 * The native schemes wallet links may use on this page: WALLET_APP_SCHEMES and those of the dApp's own
 * `customWallets` links (the dApp wrote them, as it wrote the rest of its configuration), minus `https` / `http`,
 * which toWalletConnectLink judges by host.
 *
 * @example getAllowedWalletSchemes([{ id: 'x', name: 'X', mobile_link: 'xwallet://' }]).has('xwallet') // true
 */
export function getAllowedWalletSchemes(customWallets: readonly CustomWallet[]): ReadonlySet<string> {
  const own = customWallets
    .flatMap((wallet) => [wallet.mobile_link, wallet.desktop_link, wallet.webapp_link])
    .map((link) => (link ? schemeOf(link.includes(':') ? link : `${link}:`) : undefined))
    .filter((scheme): scheme is string => scheme !== undefined && scheme !== 'http' && scheme !== 'https')
  return own.length === 0 ? WALLET_APP_SCHEMES : new Set([...WALLET_APP_SCHEMES, ...own])
}
