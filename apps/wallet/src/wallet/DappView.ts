import type { CoreTypes, Verify } from '@walletconnect/types'
import { type DappVerification, toDappVerification } from './DappVerification.ts'
import { toLocalIconUrl } from './toLocalIconUrl.ts'

/** A dApp as the wallet shows it: from the metadata it sent (which it alone vouches for). */
export interface DappView {
  name: string
  url: string
  description: string
  /** The first icon the page may load without leaving loopback; undefined otherwise. */
  icon: string | undefined
  /** Whether anyone vouched for `url`; the wallet marks every dApp that is not `verified`. */
  verification: DappVerification
}

export function toDappView(
  metadata: CoreTypes.Metadata | undefined,
  verifyContext?: Verify.Context | undefined,
): DappView {
  const icon = (metadata?.icons ?? []).map(toLocalIconUrl).find((url) => url !== undefined)
  const url = metadata?.url ?? ''
  return {
    name: metadata?.name?.trim() || 'Unnamed dApp',
    url,
    description: metadata?.description ?? '',
    icon,
    verification: toDappVerification(verifyContext, url),
  }
}
