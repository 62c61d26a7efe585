import type { CoreTypes } from '@walletconnect/types'
import { toLocalIconUrl } from './toLocalIconUrl.ts'

/** A dApp as the wallet shows it: from the metadata it sent (which it alone vouches for). */
export interface DappView {
  name: string
  url: string
  description: string
  /** The first icon the page may load without leaving loopback; undefined otherwise. */
  icon: string | undefined
}

export function toDappView(metadata: CoreTypes.Metadata | undefined): DappView {
  const icon = (metadata?.icons ?? []).map(toLocalIconUrl).find((url) => url !== undefined)
  return {
    name: metadata?.name?.trim() || 'Unnamed dApp',
    url: metadata?.url ?? '',
    description: metadata?.description ?? '',
    icon,
  }
}
