import type { WalletListItem } from '@org/appkit-core/internal'

export type WalletPlatform = 'qr' | 'mobile' | 'desktop' | 'web'

export interface WalletLink {
  platform: Exclude<WalletPlatform, 'qr'>
  href: string
}

// Schemes a deep link may never use: they run code or read local data instead of opening an app.
const REFUSED_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:', 'http:'])

/** Hosts a universal link may reach over plain http: a wallet app of a self-hosted stack on this machine. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

function isLoopbackHttp(link: string): boolean {
  try {
    const url = new URL(link)
    return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)
  } catch {
    return false
  }
}

function schemeOf(link: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*:)/i.exec(link)?.[1]?.toLowerCase()
}

/**
 * The link that hands the pairing `uri` to a wallet: a universal link (`https://…/wc?uri=`, or plain http on a
 * loopback host for a self-hosted wallet app) or a native deep link (`scheme://wc?uri=`). Returns undefined for
 * links that could run script, open local files or leave this machine over plain http.
 *
 * @example toWalletConnectLink('metamask://', 'wc:abc@2?relay-protocol=irn') // 'metamask://wc?uri=wc%3Aabc…'
 */
export function toWalletConnectLink(link: string, uri: string): string | undefined {
  const trimmed = link.trim()
  if (!trimmed) return undefined
  const encoded = encodeURIComponent(uri)
  const scheme = schemeOf(trimmed)
  if (scheme === 'https:' || isLoopbackHttp(trimmed)) {
    try {
      const url = new URL(trimmed)
      return `${url.href.replace(/\/$/, '')}/wc?uri=${encoded}`
    } catch {
      return undefined
    }
  }
  if (scheme && REFUSED_SCHEMES.has(scheme)) return undefined
  // A bare scheme ("rainbow" or "rainbow:") becomes "rainbow://".
  const base = trimmed.includes('://') ? trimmed : `${trimmed.replace(/[:/]+$/, '')}://`
  if (!schemeOf(base) || REFUSED_SCHEMES.has(schemeOf(base) as string)) return undefined
  return `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encoded}`
}

/**
 * The platforms a wallet can be reached on from here, in tab order: on a phone its app and web app (QR last, for
 * another device); on a computer the QR code first, then its desktop and web apps. `qr` is always there.
 */
export function getWalletPlatforms(wallet: WalletListItem | undefined, isMobile: boolean): WalletPlatform[] {
  const mobile = wallet?.mobileLink ? (['mobile'] as const) : []
  const desktop = wallet?.desktopLink ? (['desktop'] as const) : []
  const web = wallet?.webappLink ? (['web'] as const) : []
  return isMobile ? [...mobile, ...web, 'qr'] : ['qr', ...desktop, ...web]
}

/** The link of `platform` for `wallet` carrying `uri`, if the wallet has one and it is safe. */
export function getWalletLink(
  wallet: WalletListItem | undefined,
  platform: Exclude<WalletPlatform, 'qr'>,
  uri: string,
): WalletLink | undefined {
  const link =
    platform === 'mobile'
      ? wallet?.mobileLink
      : platform === 'desktop'
        ? wallet?.desktopLink
        : wallet?.webappLink
  const href = link ? toWalletConnectLink(link, uri) : undefined
  return href ? { platform, href } : undefined
}
