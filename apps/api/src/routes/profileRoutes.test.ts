import { getDevnetAccount } from '@org/appkit-devnet'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postJson, requestJson } from '../test/requestJson.ts'
import { signedGrantBody, signedRevokeBody } from '../test/signSmartSession.ts'
import { startTestStack, type TestStack } from '../test/startTestStack.ts'

const owner = privateKeyToAccount(getDevnetAccount(7).privateKey as Hex)
const stranger = privateKeyToAccount(getDevnetAccount(8).privateKey as Hex)

async function signedRegistration(
  signer: typeof owner,
  name: string,
  {
    coinType = 60,
    timestamp = Math.floor(Date.now() / 1000),
    attributes = {} as Record<string, string>,
  } = {},
) {
  const message = JSON.stringify({ name, attributes, timestamp })
  return {
    coin_type: coinType,
    address: signer.address,
    message,
    signature: await signer.signMessage({ message }),
  }
}

// One devnet and store for the file: the devnet checks contract-account signatures for chain coin types.
let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack()
})
afterAll(() => stack?.stop())

describe('name service routes (spec §7 profile calls; API-SHAPES §2.12-2.15)', () => {
  const register = (body: unknown) => postJson(stack.url('/v1/profile/account'), body)

  it('registers a name whose message the address signed, answering the stored name with coin type 60 added', async () => {
    const coinType = (0x80000000 | stack.devnet.chainId) >>> 0
    const { status, body } = await register(
      await signedRegistration(owner, 'carol.reown.id', { coinType, attributes: { bio: 'hello there' } }),
    )
    expect(status).toBe(200)
    const lower = owner.address.toLowerCase()
    expect(body).toEqual({
      name: 'carol.reown.id',
      registered_at: expect.any(String),
      updated_at: expect.any(String),
      attributes: { bio: 'hello there' },
      addresses: {
        '60': { address: lower, created_at: expect.any(String) },
        [String(coinType)]: { address: lower, created_at: expect.any(String) },
      },
    })
  })

  it('resolves the name forward and the address back (apiVersion 2: [] when there is none)', async () => {
    const forward = await requestJson(stack.url('/v1/profile/account/carol.reown.id', { apiVersion: '2' }))
    expect(forward.status).toBe(200)
    expect(forward.body).toMatchObject({
      name: 'carol.reown.id',
      addresses: { '60': { address: owner.address.toLowerCase() } },
    })
    const reverse = await requestJson(stack.url(`/v1/profile/reverse/${owner.address}`, { apiVersion: '2' }))
    expect(reverse.body).toEqual([expect.objectContaining({ name: 'carol.reown.id' })])
    const missing = await requestJson(stack.url('/v1/profile/account/nobody.reown.id', { apiVersion: '2' }))
    expect(missing).toMatchObject({ status: 200, body: [] })
    const missingV1 = await requestJson(stack.url('/v1/profile/account/nobody.reown.id'))
    expect(missingV1).toMatchObject({ status: 404, body: { reasons: [{ field: 'name' }] } })
    const noName = await requestJson(
      stack.url(`/v1/profile/reverse/${stranger.address}`, { apiVersion: '2' }),
    )
    expect(noName).toMatchObject({ status: 200, body: [] })
    const noNameV1 = await requestJson(stack.url(`/v1/profile/reverse/${stranger.address}`))
    expect(noNameV1).toMatchObject({
      status: 404,
      body: { reasons: [{ field: 'address', description: 'No name for address is found' }] },
    })
  })

  it('makes the registered name the identity of an address without an on-chain name', async () => {
    const { body } = await requestJson(
      stack.url(`/v1/identity/${owner.address}`, { projectId: 'laboratory' }),
    )
    expect(body).toMatchObject({ name: 'carol.reown.id', avatar: null })
  })

  it('refuses a signature by another address, and a message changed after signing (401 signature)', async () => {
    const forged = await signedRegistration(stranger, 'dave.reown.id')
    const byOther = await register({ ...forged, address: owner.address })
    expect(byOther).toMatchObject({ status: 401, body: { reasons: [{ field: 'signature' }] } })
    const genuine = await signedRegistration(owner, 'dave.reown.id')
    const tampered = await register({ ...genuine, message: genuine.message.replace('dave', 'erin') })
    expect(tampered).toMatchObject({ status: 401, body: { reasons: [{ field: 'signature' }] } })
    const malformed = await register({ ...genuine, signature: '0x1234' })
    expect(malformed.status).toBe(401)
    const lookup = await requestJson(stack.url('/v1/profile/account/dave.reown.id', { apiVersion: '2' }))
    expect(lookup.body).toEqual([])
  })

  it('refuses a taken name, a stale timestamp, other attributes, short names and unknown coin types', async () => {
    const cases: [string, Promise<{ status: number; body: unknown }>, number, string][] = [
      ['taken', register(await signedRegistration(stranger, 'carol.reown.id')), 400, 'name'],
      [
        'stale',
        register(
          await signedRegistration(stranger, 'frank.reown.id', {
            timestamp: Math.floor(Date.now() / 1000) - 60,
          }),
        ),
        400,
        'timestamp',
      ],
      [
        'attribute',
        register(await signedRegistration(stranger, 'frank.reown.id', { attributes: { avatar: 'x' } })),
        400,
        'attributes',
      ],
      ['short', register(await signedRegistration(stranger, 'abc.reown.id')), 400, 'name'],
      ['zone', register(await signedRegistration(stranger, 'frank.example.com')), 400, 'name'],
      [
        'coin type',
        register(await signedRegistration(stranger, 'frank.reown.id', { coinType: 0x80000001 })),
        400,
        'coin_type',
      ],
      [
        'not JSON',
        register({ ...(await signedRegistration(stranger, 'frank.reown.id')), message: 'frank' }),
        422,
        'message',
      ],
      [
        'no signature',
        register({ coin_type: 60, address: stranger.address, message: '{}' }),
        422,
        'signature',
      ],
    ]
    for (const [label, pending, status, field] of cases) {
      const answer = await pending
      expect({ label, status: answer.status, body: answer.body }).toMatchObject({
        label,
        status,
        body: { status: 'FAILED', reasons: [{ field }] },
      })
    }
  })

  it('suggests the exact name first with its registered flag, then free alternatives (at most 5)', async () => {
    const { status, body } = await requestJson(
      stack.url('/v1/profile/suggestions/carol', { zone: 'reown.id' }),
    )
    expect(status).toBe(200)
    const { suggestions } = body as { suggestions: { name: string; registered: boolean }[] }
    expect(suggestions[0]).toEqual({ name: 'carol.reown.id', registered: true })
    expect(suggestions.length).toBeLessThanOrEqual(5)
    expect(suggestions.slice(1).every((entry) => !entry.registered && entry.name.endsWith('.reown.id'))).toBe(
      true,
    )
    const free = await requestJson(stack.url('/v1/profile/suggestions/zelda'))
    expect((free.body as { suggestions: unknown[] }).suggestions[0]).toEqual({
      name: 'zelda.reown.id',
      registered: false,
    })
    const bad = await requestJson(stack.url('/v1/profile/suggestions/a!'))
    expect(bad).toMatchObject({ status: 400, body: { reasons: [{ field: 'name' }] } })
  })
})

describe('smart sessions (API-SHAPES §2.18-2.19)', () => {
  const account = () => `eip155:${stack.devnet.chainId}:${owner.address}`
  const sessionsUrl = (path = '') =>
    stack.url(`/v1/sessions/${encodeURIComponent(account())}${path}`, { projectId: 'laboratory' })

  it('lists a granted session, revokes it once, and refuses unknown or revoked permissions', async () => {
    const expiry = Math.floor(Date.now() / 1000) + 3600
    const created = await postJson(
      sessionsUrl(),
      await signedGrantBody(owner, {
        projectId: 'laboratory',
        caip10: account(),
        grant: {
          expiry,
          permissions: [{ type: 'contract-call', data: { address: owner.address } }],
          policies: [],
          context: '0x00',
        },
      }),
    )
    expect(created.status).toBe(200)
    const { pci } = created.body as { pci: string }
    const listed = await requestJson(sessionsUrl())
    expect(listed.body).toEqual({
      pcis: [
        {
          project: { id: 'laboratory', name: 'AppKit Laboratory', url: null, iconUrl: null },
          pci,
          expiry,
          createdAt: expect.any(Number),
          permissions: [{ type: 'contract-call', data: { address: owner.address } }],
          policies: [],
          context: '0x00',
          revokedAt: null,
        },
      ],
    })
    const revokeBody = await signedRevokeBody(owner, { projectId: 'laboratory', caip10: account(), pci })
    const revoked = await postJson(sessionsUrl('/revoke'), revokeBody)
    expect(revoked).toMatchObject({ status: 200, body: {} })
    const after = await requestJson(sessionsUrl())
    expect((after.body as { pcis: { revokedAt: number | null }[] }).pcis[0]?.revokedAt).toEqual(
      expect.any(Number),
    )
    const again = await postJson(sessionsUrl('/revoke'), revokeBody)
    expect(again).toMatchObject({
      status: 400,
      body: { reasons: [{ field: 'pci', description: 'Permission is revoked' }] },
    })
    const unknown = await postJson(sessionsUrl('/revoke'), { pci: 'nope' })
    expect(unknown).toMatchObject({
      status: 400,
      body: { reasons: [{ description: 'Permission for PCI is not found' }] },
    })
  })

  it('also revokes through a plain 0x address path, and wants CAIP-10 for the list', async () => {
    const created = await postJson(
      sessionsUrl(),
      await signedGrantBody(owner, {
        projectId: 'laboratory',
        caip10: account(),
        grant: { expiry: Math.floor(Date.now() / 1000) + 60 },
      }),
    )
    const { pci } = created.body as { pci: string }
    const plain = await postJson(
      stack.url(`/v1/sessions/${owner.address}/revoke`, { projectId: 'laboratory' }),
      await signedRevokeBody(owner, { projectId: 'laboratory', caip10: account(), pci }),
    )
    expect(plain.status).toBe(200)
    const list = await requestJson(stack.url(`/v1/sessions/${owner.address}`, { projectId: 'laboratory' }))
    expect(list.status).toBe(400)
    expect((list.body as { reasons: { description: string }[] }).reasons[0]?.description).toMatch(
      /^Crypto utils error/,
    )
  })
})

describe('on-ramp through the local stub provider (spec §7, §8; API-SHAPES §2.16-2.17)', () => {
  it('generates a buy URL that opens a page of this server showing the request', async () => {
    const { status, body } = await postJson(
      stack.url('/v1/generators/onrampurl', { projectId: 'laboratory' }),
      {
        destinationWallets: [{ address: owner.address, blockchains: ['ethereum'], assets: ['ETH'] }],
        partnerUserId: 'user-1234567890-1234567890-123456',
        defaultNetwork: 'ethereum',
        defaultExperience: 'buy',
        presetFiatAmount: 50,
      },
    )
    expect(status).toBe(200)
    const url = new URL((body as { url: string }).url)
    expect(`${url.origin}${url.pathname}`).toBe(`${stack.server.url}/onramp/buy/select-asset`)
    expect(url.searchParams.get('appId')).toBe('laboratory')
    expect(JSON.parse(url.searchParams.get('destinationWallets') ?? '[]')).toEqual([
      { address: owner.address, blockchains: ['ethereum'], assets: ['ETH'] },
    ])
    expect(url.searchParams.get('presetFiatAmount')).toBe('50')
    const page = await fetch(url)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await page.text()).toContain(owner.address)
    const fractional = await postJson(stack.url('/v1/generators/onrampurl', { projectId: 'laboratory' }), {
      destinationWallets: [{ address: owner.address }],
      partnerUserId: 'user-1',
      presetFiatAmount: 10.5,
    })
    expect(fractional).toMatchObject({ status: 400, body: { reasons: [{ field: 'presetFiatAmount' }] } })
  })

  it('lists USD and EUR with the spec limits and the devnet coins, and quotes from the price table', async () => {
    const options = await requestJson(stack.url('/v1/onramp/options', { projectId: 'laboratory' }))
    expect(options.body).toMatchObject({
      paymentCurrencies: [
        {
          id: 'USD',
          payment_method_limits: [
            { id: 'card', min: '10.00', max: '7500.00' },
            { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
          ],
        },
        { id: 'EUR' },
      ],
    })
    const purchase = (
      options.body as { purchaseCurrencies: { id: string; networks: { chain_id: string }[] }[] }
    ).purchaseCurrencies
    expect(purchase.map((currency) => currency.id)).toEqual(['ETH', 'dUSD', 'DVT'])
    expect(purchase[0]?.networks[0]?.chain_id).toBe(String(stack.devnet.chainId))
    const quote = await postJson(stack.url('/v1/onramp/quote', { projectId: 'laboratory' }), {
      purchaseCurrency: { id: 'dUSD', symbol: 'dUSD' },
      paymentCurrency: { id: 'USD' },
      amount: '100',
      network: `eip155:${stack.devnet.chainId}`,
    })
    expect(quote.body).toEqual({
      coinbaseFee: { amount: '1.50', currency: 'USD' },
      networkFee: { amount: '0.10', currency: 'USD' },
      paymentSubtotal: { amount: '98.40', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '98.40000000', currency: 'dUSD' },
      quoteId: expect.any(String),
    })
  })
})
