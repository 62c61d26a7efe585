import type { CaipNetwork } from './CaipNetwork.ts'
import type { Connector } from './Connector.ts'

/**
 * What a view needs besides its name, stored with its history entry so going back restores it. The named fields
 * are the common ones; views add their own (send and swap presets from `open({ view, arguments })`, the wallet
 * being connected, ...).
 */
export interface RouterData {
  connector?: Connector
  network?: CaipNetwork
  email?: string
  newEmail?: string
  [key: string]: unknown
}
