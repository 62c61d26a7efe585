import type { Verify } from '@walletconnect/types'

/**
 * What the wallet knows of a dApp's address, from WalletConnect's verify context: `verified` (the verify service
 * vouched for the origin and it is the one the dApp declares), `mismatch` (the request came from another origin
 * than the dApp declares), `scam` (a known scam origin) or `unverified` (nobody checked: the address is only what
 * the dApp says, which is the case while the verify service is off).
 */
export type DappVerification = 'verified' | 'unverified' | 'mismatch' | 'scam'

/**
 * The verification of a dApp declaring `url`, from a request's or proposal's verify context (none: unverified).
 *
 * @example toDappVerification(undefined, 'https://app.example') // 'unverified'
 */
export function toDappVerification(context: Verify.Context | undefined, url: string): DappVerification {
  const verified = context?.verified
  if (!verified) return 'unverified'
  if (verified.isScam) return 'scam'
  if (verified.validation === 'INVALID') return 'mismatch'
  if (verified.validation !== 'VALID') return 'unverified'
  try {
    return new URL(verified.origin).origin === new URL(url).origin ? 'verified' : 'mismatch'
  } catch {
    return 'unverified'
  }
}
