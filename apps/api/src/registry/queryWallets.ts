import type { RegistryWallet } from './RegistryWallet.ts'

export interface WalletQuery {
  /** 1-based. */
  page: number
  entries: number
  search?: string
  include?: readonly string[]
  exclude?: readonly string[]
  /** CAIP-2 ids: a wallet is listed when it supports one of them (or lists no chains). */
  chains?: readonly string[]
  badgeType?: string
  /** Installed connector names and rdns: when given, only wallets matching one are listed. */
  names?: readonly string[]
  rdns?: readonly string[]
  platform?: 'ios' | 'android'
  payOnly?: boolean
}

function matches(wallet: RegistryWallet, query: WalletQuery): boolean {
  if (query.include?.length && !query.include.includes(wallet.id)) return false
  if (query.exclude?.includes(wallet.id)) return false
  if (query.search) {
    const needle = query.search.toLowerCase()
    const haystack = [wallet.name, wallet.rdns ?? '', wallet.id].join(' ').toLowerCase()
    if (!haystack.includes(needle)) return false
  }
  if (query.chains?.length && wallet.chains && !wallet.chains.some((chain) => query.chains?.includes(chain)))
    return false
  if (query.badgeType && query.badgeType !== 'none' && wallet.badge_type !== query.badgeType) return false
  if (query.names?.length || query.rdns?.length) {
    const byName = query.names?.some((name) => name.toLowerCase() === wallet.name.toLowerCase())
    const byRdns = Boolean(wallet.rdns) && query.rdns?.includes(wallet.rdns as string)
    if (!byName && !byRdns) return false
  }
  if (query.platform === 'ios' && !wallet.mobile_link && !wallet.app_store) return false
  if (query.platform === 'android' && !wallet.mobile_link && !wallet.play_store) return false
  if (query.payOnly && !wallet.supports_wcpay) return false
  return true
}

/**
 * Filters, orders and pages the registry as GET /getWallets does: `include` keeps its own order (featured wallets
 * come in the order the dApp gave), otherwise by `order` then name. `count` is the number of matches on every page.
 *
 * @example queryWallets(wallets, { page: 1, entries: 40, search: 'dev' })
 */
export function queryWallets(
  wallets: readonly RegistryWallet[],
  query: WalletQuery,
): { count: number; data: RegistryWallet[] } {
  const matched = wallets.filter((wallet) => matches(wallet, query))
  const include = query.include ?? []
  matched.sort((a, b) => {
    if (include.length) return include.indexOf(a.id) - include.indexOf(b.id)
    const byOrder = (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER)
    return byOrder !== 0 ? byOrder : a.name.localeCompare(b.name)
  })
  const start = (query.page - 1) * query.entries
  return { count: matched.length, data: matched.slice(start, start + query.entries) }
}
