import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth'

export type RelayAuthResult = { ok: true; clientId: string } | { ok: false; reason: string }

export interface VerifyRelayAuthParameters {
  /** The `auth` query parameter of the upgrade request. */
  token: string | null
  clockSkewSeconds: number
  /** Seconds since the epoch. */
  nowSeconds: number
}

/** Checks a WalletConnect client JWT (EdDSA, `iss` = the client's did:key) and returns the client id. */
export async function verifyRelayAuth({
  token,
  clockSkewSeconds,
  nowSeconds,
}: VerifyRelayAuthParameters): Promise<RelayAuthResult> {
  if (!token) return { ok: false, reason: 'missing auth query parameter' }
  let iss: unknown
  let exp: unknown
  try {
    ;({ iss, exp } = decodeJWT(token).payload)
  } catch {
    return { ok: false, reason: 'malformed auth JWT' }
  }
  if (typeof iss !== 'string' || !iss.startsWith('did:key:'))
    return { ok: false, reason: 'auth JWT issuer is not a did:key' }
  // verifyJWT checks the signature against the key in `iss` but not the expiry, hence the check below.
  const verified = await verifyJWT(token).catch(() => false)
  if (!verified) return { ok: false, reason: 'auth JWT signature does not verify' }
  if (typeof exp === 'number' && exp + clockSkewSeconds < nowSeconds)
    return { ok: false, reason: 'auth JWT expired' }
  return { ok: true, clientId: iss }
}
