import type { WalletListItem } from '@org/appkit-core/internal'
import { schemeOf } from './schemeOf.ts'
import { WALLET_APP_SCHEMES } from './WALLET_APP_SCHEMES.ts'

export type WalletPlatform = 'qr' | 'mobile' | 'desktop' | 'web'

export interface WalletLink {
  platform: Exclude<WalletPlatform, 'qr'>
  href: string
}

/** Hosts a universal link may reach over plain http: a wallet app of a self-hosted stack on this machine. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** A universal link: https anywhere, or plain http on a loopback host. */
function isUniversalLink(link: string): boolean {
  try {
    const url = new URL(link)
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
  } catch {
    return false
  }
}

/**
 * The link that hands the pairing `uri` to a wallet: a universal link (`https://…/wc?uri=`, or plain http on a
 * loopback host for a self-hosted wallet app) or a native deep link (`scheme://wc?uri=`) whose scheme is in
 * `allowedSchemes` (an allow-list; see WALLET_APP_SCHEMES). Returns undefined for any other link: one that could
 * run script, open local files, start a system handler or leave this machine over plain http.
 *
 * @example toWalletConnectLink('metamask://', 'wc:abc@2?relay-protocol=irn') // 'metamask://wc?uri=wc%3Aabc…'
 */
export function toWalletConnectLink(
  link: string,
  uri: string,
  allowedSchemes: ReadonlySet<string> = WALLET_APP_SCHEMES,
): string | undefined {
  const trimmed = link.trim()
  if (!trimmed) return undefined
  const encoded = encodeURIComponent(uri)
  if (isUniversalLink(trimmed)) return `${new URL(trimmed).href.replace(/\/$/, '')}/wc?uri=${encoded}`
  // A bare scheme ("rainbow" or "rainbow:") becomes "rainbow://"; anything else must already be "scheme://".
  const base = /^[a-z][a-z0-9+.-]*:?$/i.test(trimmed) ? `${trimmed.replace(/:$/, '')}://` : trimmed
  const scheme = schemeOf(base)
  if (!scheme || !allowedSchemes.has(scheme) || !base.toLowerCase().startsWith(`${scheme}://`))
    return undefined
  return `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encoded}`
}

/**
 * The platforms a wallet can be reached on from here, in tab order: on a phone its app and web app (QR last, for
 * another device); on a computer the QR code first, then its desktop and web apps. `qr` is always there; a
 * platform whose link is not allowed (toWalletConnectLink) is left out.
 */
export function getWalletPlatforms(
  wallet: WalletListItem | undefined,
  isMobile: boolean,
  allowedSchemes: ReadonlySet<string> = WALLET_APP_SCHEMES,
): WalletPlatform[] {
  // A platform is offered only when its link is one toWalletConnectLink accepts (no button that cannot open).
  const usable = (link: string | undefined) =>
    link !== undefined && toWalletConnectLink(link, 'wc:', allowedSchemes)
  const mobile = usable(wallet?.mobileLink) ? (['mobile'] as const) : []
  const desktop = usable(wallet?.desktopLink) ? (['desktop'] as const) : []
  const web = usable(wallet?.webappLink) ? (['web'] as const) : []
  return isMobile ? [...mobile, ...web, 'qr'] : ['qr', ...desktop, ...web]
}

/** The link of `platform` for `wallet` carrying `uri`, if the wallet has one and it is safe. */
export function getWalletLink(
  wallet: WalletListItem | undefined,
  platform: Exclude<WalletPlatform, 'qr'>,
  uri: string,
  allowedSchemes: ReadonlySet<string> = WALLET_APP_SCHEMES,
): WalletLink | undefined {
  const link =
    platform === 'mobile'
      ? wallet?.mobileLink
      : platform === 'desktop'
        ? wallet?.desktopLink
        : wallet?.webappLink
  const href = link ? toWalletConnectLink(link, uri, allowedSchemes) : undefined
  return href ? { platform, href } : undefined
}
