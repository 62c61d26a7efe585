/** A wallet registry entry, keys as the registry API sends them (API-SHAPES §4). */
export interface RegistryWallet {
  id: string
  name: string
  homepage?: string
  image_id?: string
  image_url?: string
  order?: number
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  app_store?: string | null
  play_store?: string | null
  chrome_store?: string | null
  rdns?: string | null
  injected?: { namespace: string; injected_id: string }[] | null
  /** CAIP-2 ids; absent: the wallet is listed for every chain filter. */
  chains?: string[]
  badge_type?: 'certified' | 'none'
  description?: string
  link_mode?: string | null
  supports_wc?: boolean
  supports_wcpay?: boolean
}
