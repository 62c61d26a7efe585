import { ConfigError } from '../config/ConfigError.ts'
import type { RegistryWallet } from './RegistryWallet.ts'

const STRING_KEYS = ['homepage', 'image_url', 'description'] as const
const NULLABLE_STRING_KEYS = [
  'mobile_link',
  'desktop_link',
  'webapp_link',
  'app_store',
  'play_store',
  'chrome_store',
  'rdns',
  'link_mode',
] as const

/** Checks a registry data file (`{ wallets: [...] }` or a bare array) and returns its wallets. */
export function parseRegistry(value: unknown, source: string): RegistryWallet[] {
  const list = Array.isArray(value) ? value : (value as { wallets?: unknown } | null)?.wallets
  if (!Array.isArray(list)) throw new ConfigError(`${source}: expected { "wallets": [...] }`)
  const ids = new Set<string>()
  return list.map((entry, index) => {
    const where = `${source}: wallets[${index}]`
    if (typeof entry !== 'object' || entry === null) throw new ConfigError(`${where} must be an object`)
    const wallet = entry as Record<string, unknown>
    if (typeof wallet.id !== 'string' || wallet.id === '')
      throw new ConfigError(`${where}.id must be a string`)
    if (ids.has(wallet.id)) throw new ConfigError(`${where}.id '${wallet.id}' is listed twice`)
    ids.add(wallet.id)
    if (typeof wallet.name !== 'string') throw new ConfigError(`${where}.name must be a string`)
    if (wallet.image_id !== undefined && !isImageId(wallet.image_id))
      throw new ConfigError(`${where}.image_id must be letters, digits, '-' or '_'`)
    for (const key of STRING_KEYS) {
      if (wallet[key] !== undefined && typeof wallet[key] !== 'string')
        throw new ConfigError(`${where}.${key} must be a string`)
    }
    for (const key of NULLABLE_STRING_KEYS) {
      if (wallet[key] !== undefined && wallet[key] !== null && typeof wallet[key] !== 'string')
        throw new ConfigError(`${where}.${key} must be a string or null`)
    }
    if (wallet.order !== undefined && typeof wallet.order !== 'number')
      throw new ConfigError(`${where}.order must be a number`)
    if (
      wallet.chains !== undefined &&
      !(Array.isArray(wallet.chains) && wallet.chains.every((chain) => typeof chain === 'string'))
    )
      throw new ConfigError(`${where}.chains must be a list of CAIP-2 ids`)
    return wallet as unknown as RegistryWallet
  })
}

/** Image ids become file names: no dots, no slashes. */
export function isImageId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(value)
}
