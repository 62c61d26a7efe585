import { encodeIss, generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { describe, expect, it } from 'vitest'
import { signCustomJwt } from './test/signCustomJwt.ts'
import { verifyRelayAuth } from './verifyRelayAuth.ts'

const nowSeconds = Math.floor(Date.now() / 1000)
const relayUrl = 'ws://127.0.0.1:8555'
const check = (token: string | null) =>
  verifyRelayAuth({
    token,
    audiences: [relayUrl],
    clockSkewSeconds: 60,
    maxLifetimeSeconds: 90_000,
    nowSeconds,
  })

it('accepts a client JWT and returns its did:key as the client id', async () => {
  const keyPair = generateKeyPair()
  const token = await signJWT('sub', relayUrl, 3600, keyPair, nowSeconds)
  expect(await check(token)).toEqual({ ok: true, clientId: encodeIss(keyPair.publicKey) })
})

it('refuses a missing, malformed, forged or expired JWT with the reason', async () => {
  const keyPair = generateKeyPair()
  const token = await signJWT('sub', relayUrl, 3600, keyPair, nowSeconds)
  const [header, payload] = token.split('.')
  const foreign = (await signJWT('sub', relayUrl, 3600, generateKeyPair(), nowSeconds)).split('.')[2]
  const expired = await signJWT('sub', relayUrl, 60, keyPair, nowSeconds - 200)
  expect(await check(null)).toEqual({ ok: false, reason: 'missing auth query parameter' })
  expect(await check('a.b.c')).toEqual({ ok: false, reason: 'malformed auth JWT' })
  expect(await check(`${header}.${payload}.${foreign}`)).toEqual({
    ok: false,
    reason: 'auth JWT signature does not verify',
  })
  expect(await check(expired)).toEqual({ ok: false, reason: 'auth JWT expired' })
})

it('allows clock skew: a JWT expired less than clockSkewSeconds ago still passes', async () => {
  const token = await signJWT('sub', relayUrl, 60, generateKeyPair(), nowSeconds - 90)
  expect((await check(token)).ok).toBe(true)
})

describe('R4: claims a WalletConnect token always has, checked', () => {
  const keyPair = generateKeyPair()
  const valid = { aud: relayUrl, sub: 'sub', iat: nowSeconds, exp: nowSeconds + 86_400 }

  it('R4: accepts what @walletconnect/core signs: iat now, exp one day later, aud the relay URL it was given', async () => {
    expect((await check(signCustomJwt(keyPair, valid))).ok).toBe(true)
    // The same URL with a trailing slash is the same relay.
    expect((await check(signCustomJwt(keyPair, { ...valid, aud: `${relayUrl}/` }))).ok).toBe(true)
  })

  it.each([
    ['no exp', { exp: undefined }, 'auth JWT has no numeric exp'],
    ['exp as a string', { exp: String(nowSeconds + 3600) }, 'auth JWT has no numeric exp'],
    ['exp in 2200', { exp: 7_258_118_400 }, 'auth JWT valid for more than 90000 s'],
    ['no iat', { iat: undefined }, 'auth JWT has no numeric iat'],
    ['iat as a string', { iat: String(nowSeconds) }, 'auth JWT has no numeric iat'],
    ['iat an hour ahead', { iat: nowSeconds + 3600 }, 'auth JWT issued in the future'],
    ['another relay as aud', { aud: 'wss://relay.walletconnect.org' }, 'auth JWT audience is not this relay'],
    ['another port as aud', { aud: 'ws://127.0.0.1:8556' }, 'auth JWT audience is not this relay'],
    ['no aud', { aud: undefined }, 'auth JWT audience is not this relay'],
  ])('R4: refuses a signed JWT with %s', async (_name, change, reason) => {
    const token = signCustomJwt(keyPair, { ...valid, ...change })
    expect(await check(token)).toEqual({ ok: false, reason })
  })
})
