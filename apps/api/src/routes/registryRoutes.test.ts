import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/Database.ts'
import { openDatabase } from '../db/openDatabase.ts'
import type { RegistryWallet } from '../registry/RegistryWallet.ts'
import { type ApiServer, startApiServer } from '../startApiServer.ts'
import { requestJson } from '../test/requestJson.ts'

// Registry routes need no chain: the chain config points at a port nothing listens on.
const chains = [
  {
    id: 31337,
    name: 'Devnet',
    rpcUrl: 'http://127.0.0.1:9',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
]

function wallet(index: number): RegistryWallet {
  return {
    id: `wallet-${String(index).padStart(2, '0')}`,
    name: index % 10 === 0 ? `Solar Wallet ${index}` : `Wallet ${index}`,
    image_id: index === 1 ? 'first' : `image-${index}`,
    order: 100 - index,
    rdns: `org.example.wallet${index}`,
    chains: index % 2 === 0 ? ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] : ['eip155:1'],
    badge_type: index % 3 === 0 ? 'certified' : 'none',
    mobile_link: index % 4 === 0 ? `wallet${index}://` : null,
  }
}

let database: Database
let folder: string
let custom: ApiServer
let local: ApiServer

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'appkit-api-registry-'))
  await mkdir(join(folder, 'images', 'wallets'), { recursive: true })
  await writeFile(
    join(folder, 'registry.json'),
    JSON.stringify({ wallets: Array.from({ length: 45 }, (_, i) => wallet(i + 1)) }),
  )
  await writeFile(join(folder, 'images', 'wallets', 'first.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  database = await openDatabase()
  ;[custom, local] = await Promise.all([
    startApiServer({ chains, database, registryFile: join(folder, 'registry.json') }),
    startApiServer({ chains, database }),
  ])
})
afterAll(async () => {
  await Promise.all([custom?.close(), local?.close()])
  await database?.close()
  await rm(folder, { recursive: true, force: true })
})

interface Page {
  count: number
  data: RegistryWallet[]
}

const getWallets = (server: ApiServer, params: Record<string, string>) => {
  const url = new URL('/getWallets', server.url)
  for (const [key, value] of Object.entries({ projectId: 'laboratory', st: 'appkit', sv: 'test', ...params }))
    url.searchParams.set(key, value)
  return requestJson(url.toString()) as Promise<{ status: number; body: Page }>
}

describe('wallet registry from an operator file (API-SHAPES §4 GET /getWallets)', () => {
  it('pages 45 wallets 20 at a time in registry order, counting every match on each page', async () => {
    const ids: string[] = []
    for (const page of ['1', '2', '3']) {
      const { status, body } = await getWallets(custom, { page, entries: '20' })
      expect(status).toBe(200)
      expect(body.count).toBe(45)
      ids.push(...body.data.map((entry) => entry.id))
    }
    expect(ids).toHaveLength(45)
    expect(new Set(ids).size).toBe(45)
    // `order` is 100 - index: the last wallet comes first.
    expect(ids[0]).toBe('wallet-45')
    const beyond = await getWallets(custom, { page: '4', entries: '20' })
    expect(beyond.body).toEqual({ count: 45, data: [] })
  })

  it('searches names case-insensitively, trimmed', async () => {
    const { body } = await getWallets(custom, { page: '1', entries: '100', search: '  solar ' })
    expect(body.data.map((entry) => entry.name)).toEqual([
      'Solar Wallet 40',
      'Solar Wallet 30',
      'Solar Wallet 20',
      'Solar Wallet 10',
    ])
    expect(body.count).toBe(4)
  })

  it('keeps include ids in the order given, and drops exclude ids', async () => {
    const featured = await getWallets(custom, {
      page: '1',
      entries: '4',
      include: 'wallet-07,wallet-02,wallet-30',
    })
    expect(featured.body.data.map((entry) => entry.id)).toEqual(['wallet-07', 'wallet-02', 'wallet-30'])
    const rest = await getWallets(custom, { page: '1', entries: '100', exclude: 'wallet-45,wallet-44' })
    expect(rest.body.count).toBe(43)
    expect(rest.body.data.some((entry) => entry.id === 'wallet-45')).toBe(false)
  })

  it('filters by chains, certified badge, installed rdns and platform', async () => {
    const solana = await getWallets(custom, {
      page: '1',
      entries: '100',
      chains: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(solana.body.count).toBe(22)
    const certified = await getWallets(custom, { page: '1', entries: '100', badge_type: 'certified' })
    expect(certified.body.count).toBe(15)
    const ranked = await getWallets(custom, {
      page: '1',
      entries: '20',
      rdns: 'org.example.wallet3,org.example.wallet9',
    })
    expect(ranked.body.data.map((entry) => entry.id).sort()).toEqual(['wallet-03', 'wallet-09'])
    const ios = await getWallets(custom, { page: '1', entries: '100', platform: 'ios' })
    expect(ios.body.count).toBe(11)
  })

  it('serves the wallet image SVG by image id, and 404 for an unknown one', async () => {
    const image = await fetch(new URL('/getWalletImage/first?projectId=laboratory', custom.url))
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(image.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await image.text()).toContain('<svg')
    expect((await fetch(new URL('/getWalletImage/image-2', custom.url))).status).toBe(404)
  })

  it('refuses an unknown project (401) and answers the project origins', async () => {
    expect((await getWallets(custom, { projectId: 'nope', page: '1', entries: '1' })).status).toBe(401)
    const origins = await requestJson(new URL('/projects/v1/origins?projectId=local', custom.url).toString())
    expect(origins.body).toEqual({ allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'] })
  })
})

describe('the default registry: the local stack wallets', () => {
  it('lists the dev wallet (rdns org.appkit.devwallet) and the WalletConnect wallet app on 127.0.0.1:5174', async () => {
    const { body } = await getWallets(local, { page: '1', entries: '40', chains: 'eip155:31337' })
    expect(body.data.map((entry) => entry.name)).toEqual(['Dev Wallet', 'Local Wallet'])
    const [dev, app] = body.data
    expect(dev).toMatchObject({
      rdns: 'org.appkit.devwallet',
      injected: [{ namespace: 'eip155', injected_id: 'isDevWallet' }],
    })
    expect(app).toMatchObject({
      webapp_link: 'http://127.0.0.1:5174/',
      mobile_link: 'http://127.0.0.1:5174/',
      supports_wc: true,
    })
    expect(dev?.id).toMatch(/^[0-9a-f]{64}$/)
    for (const entry of body.data) {
      const image = await fetch(new URL(`/getWalletImage/${entry.image_id}`, local.url))
      expect(image.status).toBe(200)
    }
  })

  it('serves token, currency and network images, with a generic token image for unknown symbols', async () => {
    for (const path of [
      '/public/getTokenImage/dUSD',
      '/public/getTokenImage/NOPE',
      '/public/getCurrencyImage/usd',
      '/public/getAssetImage/devnet',
    ]) {
      const image = await fetch(new URL(path, local.url))
      expect({ path, status: image.status }).toEqual({ path, status: 200 })
    }
  })
})
