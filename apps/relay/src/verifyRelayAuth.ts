import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth'
import { normalizeRelayUrl } from './normalizeRelayUrl.ts'

export type RelayAuthResult = { ok: true; clientId: string } | { ok: false; reason: string }

export interface VerifyRelayAuthParameters {
  /** The `auth` query parameter of the upgrade request. */
  token: string | null
  /** The URLs clients reach this relay by: the JWT's `aud` must be one of them (WalletConnect's SDKs sign the
   * `relayUrl` they were given). Compared without a trailing slash, query or fragment. */
  audiences: readonly string[]
  clockSkewSeconds: number
  /** The furthest in the future an `exp` may be, from now (WalletConnect's SDKs sign one-day tokens). */
  maxLifetimeSeconds: number
  /** Seconds since the epoch. */
  nowSeconds: number
}

function isSeconds(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/**
 * Checks a WalletConnect client JWT and returns the client id: an EdDSA signature by the did:key in `iss`,
 * `iat` and `exp` present as numbers, not expired, not issued in the future, not valid for longer than
 * `maxLifetimeSeconds`, and an `aud` naming this relay (a token minted for another relay is refused).
 *
 * @example
 * await verifyRelayAuth({ token, audiences: ['ws://127.0.0.1:8555'], clockSkewSeconds: 60,
 *   maxLifetimeSeconds: 90_000, nowSeconds: Math.floor(Date.now() / 1000) })
 */
export async function verifyRelayAuth({
  token,
  audiences,
  clockSkewSeconds,
  maxLifetimeSeconds,
  nowSeconds,
}: VerifyRelayAuthParameters): Promise<RelayAuthResult> {
  if (!token) return { ok: false, reason: 'missing auth query parameter' }
  let payload: Record<string, unknown>
  try {
    payload = decodeJWT(token).payload as unknown as Record<string, unknown>
  } catch {
    return { ok: false, reason: 'malformed auth JWT' }
  }
  const { iss, aud, iat, exp } = payload
  if (typeof iss !== 'string' || !iss.startsWith('did:key:'))
    return { ok: false, reason: 'auth JWT issuer is not a did:key' }
  // verifyJWT checks the signature against the key in `iss`, none of the claims: they are checked below.
  const verified = await verifyJWT(token).catch(() => false)
  if (!verified) return { ok: false, reason: 'auth JWT signature does not verify' }
  if (!isSeconds(exp)) return { ok: false, reason: 'auth JWT has no numeric exp' }
  if (!isSeconds(iat)) return { ok: false, reason: 'auth JWT has no numeric iat' }
  if (exp + clockSkewSeconds < nowSeconds) return { ok: false, reason: 'auth JWT expired' }
  if (iat - clockSkewSeconds > nowSeconds) return { ok: false, reason: 'auth JWT issued in the future' }
  if (exp - nowSeconds > maxLifetimeSeconds)
    return { ok: false, reason: `auth JWT valid for more than ${maxLifetimeSeconds} s` }
  const audience = typeof aud === 'string' ? normalizeRelayUrl(aud) : undefined
  if (audience === undefined || !audiences.some((url) => normalizeRelayUrl(url) === audience))
    return { ok: false, reason: 'auth JWT audience is not this relay' }
  return { ok: true, clientId: iss }
}
