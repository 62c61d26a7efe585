import { encodeIss, generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { expect, it } from 'vitest'
import { verifyRelayAuth } from './verifyRelayAuth.ts'

const nowSeconds = Math.floor(Date.now() / 1000)
const check = (token: string | null) => verifyRelayAuth({ token, clockSkewSeconds: 60, nowSeconds })

it('accepts a client JWT and returns its did:key as the client id', async () => {
  const keyPair = generateKeyPair()
  const token = await signJWT('sub', 'ws://127.0.0.1:8555', 3600, keyPair, nowSeconds)
  expect(await check(token)).toEqual({ ok: true, clientId: encodeIss(keyPair.publicKey) })
})

it('refuses a missing, malformed, forged or expired JWT with the reason', async () => {
  const keyPair = generateKeyPair()
  const token = await signJWT('sub', 'aud', 3600, keyPair, nowSeconds)
  const [header, payload] = token.split('.')
  const foreign = (await signJWT('sub', 'aud', 3600, generateKeyPair(), nowSeconds)).split('.')[2]
  const expired = await signJWT('sub', 'aud', 60, keyPair, nowSeconds - 200)
  expect(await check(null)).toEqual({ ok: false, reason: 'missing auth query parameter' })
  expect(await check('a.b.c')).toEqual({ ok: false, reason: 'malformed auth JWT' })
  expect(await check(`${header}.${payload}.${foreign}`)).toEqual({
    ok: false,
    reason: 'auth JWT signature does not verify',
  })
  expect(await check(expired)).toEqual({ ok: false, reason: 'auth JWT expired' })
})

it('allows clock skew: a JWT expired less than clockSkewSeconds ago still passes', async () => {
  const token = await signJWT('sub', 'aud', 60, generateKeyPair(), nowSeconds - 90)
  expect((await check(token)).ok).toBe(true)
})
