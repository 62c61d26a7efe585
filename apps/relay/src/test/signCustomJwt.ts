import { createPrivateKey, sign } from 'node:crypto'
import { encodeIss, type Keypair } from '@walletconnect/relay-auth'

const base64url = (value: Uint8Array | string) => Buffer.from(value).toString('base64url')

/** An EdDSA JWT over any payload, signed by `keyPair` with `iss` = its did:key unless the payload sets one:
 * for tokens `@walletconnect/relay-auth`'s signJWT cannot make (no `exp`, a string `exp`, ...). */
export function signCustomJwt(keyPair: Keypair, payload: Record<string, unknown>): string {
  const header = base64url(JSON.stringify({ alg: 'EdDSA', typ: 'JWT' }))
  const body = base64url(JSON.stringify({ iss: encodeIss(keyPair.publicKey), ...payload }))
  const privateKey = createPrivateKey({
    key: {
      kty: 'OKP',
      crv: 'Ed25519',
      d: base64url(keyPair.secretKey.slice(0, 32)),
      x: base64url(keyPair.publicKey),
    },
    format: 'jwk',
  })
  return `${header}.${body}.${base64url(sign(null, Buffer.from(`${header}.${body}`), privateKey))}`
}
