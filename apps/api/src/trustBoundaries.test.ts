import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { devnetDefaults, devnetNames, getDevnetAccount, loadDevnetArtifact } from '@org/appkit-devnet'
import {
  type Address,
  createWalletClient,
  defineChain,
  encodeAbiParameters,
  type Hex,
  http,
  keccak256,
  namehash,
  toFunctionSelector,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiServer, startApiServer } from './startApiServer.ts'
import { devnetClients } from './test/devnetClients.ts'
import { postJson, requestJson } from './test/requestJson.ts'
import { devnetChain, startTestStack, type TestStack } from './test/startTestStack.ts'

// Issue #15, API findings A1-A6: each test replays what a hostile client did against the server on loopback and
// pins the refusal. Honest clients' paths are covered by the route tests and the core client contract test.

let stack: TestStack
/** A loopback HTTP server standing for an internal service the API must never be made to call. */
let internal: Server
const internalHits: string[] = []
let internalUrl: string

beforeAll(async () => {
  internal = createServer((request, response) => {
    internalHits.push(`${request.method} ${request.url}`)
    if (request.url?.startsWith('/meta.json')) {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ image: `${internalUrl}/secret.png` }))
      return
    }
    response.writeHead(200, { 'content-type': 'image/png' })
    response.end('internal')
  })
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve))
  internalUrl = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`
  stack = await startTestStack()
})
afterAll(async () => {
  await stack?.stop()
  await new Promise((resolve) => internal?.close(resolve))
})

const account = (index: number) => privateKeyToAccount(getDevnetAccount(index).privateKey as Hex)

describe('A1: no server-side fetch of user-controlled avatar URLs (SSRF)', () => {
  /** Gives `accountIndex` the name `name` with this avatar record, as the names admin (the devnet deployer). */
  async function setName(accountIndex: number, name: string, avatar: string) {
    const { abi } = loadDevnetArtifact('DevnetNames')
    const admin = privateKeyToAccount(getDevnetAccount(devnetDefaults.deployerIndex).privateKey as Hex)
    const chain = defineChain({
      id: stack.devnet.chainId,
      name: 'Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [stack.devnet.rpcUrl] } },
    })
    const wallet = createWalletClient({ account: admin, chain, transport: http(stack.devnet.rpcUrl) })
    const { publicClient } = devnetClients(stack.devnet)
    const node = namehash(name)
    const owner = getDevnetAccount(accountIndex).address as Address
    for (const [functionName, args] of [
      ['setName', [owner, name, node]],
      ['setText', [node, 'avatar', avatar]],
    ] as const) {
      const hash = await wallet.writeContract({
        address: stack.devnet.namesAddress,
        abi,
        functionName,
        args: args as never,
      })
      await publicClient.waitForTransactionReceipt({ hash })
    }
  }

  /** Puts code at `address` that answers every call (so `tokenURI(id)`) with the ABI-encoded string `text`. */
  async function setConstantStringContract(address: Address, text: string) {
    const data = encodeAbiParameters([{ type: 'string' }], [text]).slice(2)
    const length = (data.length / 2).toString(16).padStart(4, '0')
    // PUSH2 len, DUP1, PUSH2 13, PUSH1 0, CODECOPY, PUSH1 0, RETURN, then the data (at offset 13).
    const code = `0x61${length}80610${'00d'}6000396000f3${data}` as Hex
    const { publicClient } = devnetClients(stack.devnet)
    await publicClient.request({ method: 'anvil_setCode' as never, params: [address, code] as never })
  }

  /** Puts code at `address` that reverts every call with an EIP-3668 OffchainLookup pointing at `url`. */
  async function setOffchainLookupContract(address: Address, url: string) {
    const args = encodeAbiParameters(
      [{ type: 'address' }, { type: 'string[]' }, { type: 'bytes' }, { type: 'bytes4' }, { type: 'bytes' }],
      [address, [url], '0x', '0x12345678', '0x'],
    )
    const data = `${toFunctionSelector('OffchainLookup(address,string[],bytes,bytes4,bytes)').slice(2)}${args.slice(2)}`
    const length = (data.length / 2).toString(16).padStart(4, '0')
    // As setConstantStringContract, but REVERT (0xfd) with the data instead of RETURN.
    const code = `0x61${length}80610${'00d'}6000396000fd${data}` as Hex
    const { publicClient } = devnetClients(stack.devnet)
    await publicClient.request({ method: 'anvil_setCode' as never, params: [address, code] as never })
  }

  const identity = async (index: number) =>
    (
      await requestJson(
        stack.url(`/v1/identity/${getDevnetAccount(index).address}`, { projectId: 'laboratory' }),
      )
    ).body as { name: string | null; avatar: string | null }

  it('A1: an avatar record or an NFT tokenURI pointing at an internal URL is never fetched by the server', async () => {
    await setName(7, 'mallory.eth', `${internalUrl}/avatar.png`)
    const nft = '0x00000000000000000000000000000000000a1a1a' as Address
    await setConstantStringContract(nft, `${internalUrl}/meta.json`)
    await setName(8, 'nftmallory.eth', `eip155:${stack.devnet.chainId}/erc721:${nft}/1`)

    const plain = await identity(7)
    const viaNft = await identity(8)
    expect(internalHits).toEqual([])
    expect(plain.name).toBe('mallory.eth')
    // Plain http is not an avatar the client should load; the server says so instead of probing it.
    expect(plain.avatar).toBeNull()
    expect(viaNft.name).toBe('nftmallory.eth')
    expect(viaNft.avatar).toBeNull()
  })

  it('A1: a contract answering with a CCIP-read OffchainLookup (EIP-3668) makes the server call no URL', async () => {
    const lookup = '0x00000000000000000000000000000000000c1c1c' as Address
    await setOffchainLookupContract(lookup, `${internalUrl}/ccip/{sender}/{data}.json`)
    await setName(6, 'ccip.eth', `eip155:${stack.devnet.chainId}/erc721:${lookup}/1`)
    expect((await identity(6)).avatar).toBeNull()
    // The balance route reads ERC-20 metadata of any forceUpdate token the client names.
    await requestJson(
      stack.url(`/v1/account/${getDevnetAccount(6).address}/balance`, {
        projectId: 'laboratory',
        currency: 'usd',
        forceUpdate: `eip155:${stack.devnet.chainId}:${lookup}`,
      }),
    )
    expect(internalHits).toEqual([])
  })

  it('A1: an https or IPFS avatar is handed to the client as a URL it loads itself, and on-chain images as they are', async () => {
    await setName(9, 'carol.eth', 'https://127.0.0.1:1/never-fetched.png')
    expect((await identity(9)).avatar).toBe('https://127.0.0.1:1/never-fetched.png')
    await setName(5, 'dave.eth', 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi')
    expect((await identity(5)).avatar).toBe(
      'https://ipfs.io/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
    )
    const nft = '0x00000000000000000000000000000000000b0b0b' as Address
    const metadata = Buffer.from(JSON.stringify({ image: 'https://img.example/ape.png' })).toString('base64')
    await setConstantStringContract(nft, `data:application/json;base64,${metadata}`)
    await setName(4, 'erin.eth', `eip155:${stack.devnet.chainId}/erc721:${nft}/7`)
    expect((await identity(4)).avatar).toBe('https://img.example/ape.png')
    expect((await identity(0)).avatar).toBe(devnetNames[0]?.avatar)
    expect(internalHits).toEqual([])
  })
})

/** Sorted-key JSON: the canonical form whose keccak256 a grant signature covers (apps/api README, Security). */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value)
}

const chainId = () => `eip155:${stack.devnet.chainId}`
const caip10 = (index: number) => `${chainId()}:${getDevnetAccount(index).address.toLowerCase()}`
const sessionsUrl = (index: number, projectId: string, suffix = '', base = stack.server.url) =>
  `${base}/v1/sessions/${encodeURIComponent(caip10(index))}${suffix}?projectId=${projectId}`

async function signedGrant(index: number, projectId: string, signer = account(index)) {
  const grant = {
    expiry: Math.floor(Date.now() / 1000) + 600,
    permissions: [{ type: 'native-token-transfer', data: { allowance: '0x1' } }],
    policies: [],
    context: null,
  }
  const nonce = toHex(crypto.getRandomValues(new Uint8Array(16))).slice(2)
  const issuedAt = new Date().toISOString()
  const message = [
    'Grant a smart session',
    `Project: ${projectId}`,
    `Account: ${caip10(index)}`,
    `Chain: ${chainId()}`,
    `Grant: ${keccak256(toHex(canonicalJson(grant)))}`,
    `Nonce: ${nonce}`,
    `Issued At: ${issuedAt}`,
  ].join('\n')
  return { ...grant, nonce, issuedAt, signature: await signer.signMessage({ message }) }
}

describe('A2: smart-session grants are scoped to the project and signed by the account', () => {
  const revokeBody = async (index: number, projectId: string, pci: string, signer = account(index)) => ({
    pci,
    signature: await signer.signMessage({
      message: [
        'Revoke a smart session',
        `Project: ${projectId}`,
        `Account: ${caip10(index)}`,
        `Session: ${pci}`,
      ].join('\n'),
    }),
  })

  it('A2: a grant for another account, unsigned or signed by someone else, is refused', async () => {
    const unsigned = await postJson(sessionsUrl(2, 'laboratory'), {
      expiry: Math.floor(Date.now() / 1000) + 600,
      permissions: [{ type: 'native-token-transfer', data: {} }],
    })
    expect(unsigned.status).toBe(401)
    expect(unsigned.body).toMatchObject({ reasons: [{ field: 'signature' }] })
    const forged = await postJson(
      sessionsUrl(2, 'laboratory'),
      await signedGrant(2, 'laboratory', account(3)),
    )
    expect(forged.status).toBe(401)
    const otherProject = await postJson(sessionsUrl(2, 'laboratory'), await signedGrant(2, 'local'))
    expect(otherProject.status).toBe(401)
    const listed = await requestJson(sessionsUrl(2, 'laboratory'))
    expect(listed.body).toEqual({ pcis: [] })
  })

  it('A2: another project neither lists nor revokes a grant; an unsigned or replayed grant or revoke does nothing', async () => {
    const body = await signedGrant(2, 'laboratory')
    const created = await postJson(sessionsUrl(2, 'laboratory'), body)
    expect(created.status).toBe(200)
    const { pci } = created.body as { pci: string }
    expect((await postJson(sessionsUrl(2, 'laboratory'), body)).status).toBe(400)

    expect((await requestJson(sessionsUrl(2, 'local'))).body).toEqual({ pcis: [] })
    const fromOther = await postJson(sessionsUrl(2, 'local', '/revoke'), await revokeBody(2, 'local', pci))
    expect(fromOther.status).toBe(400)
    const unsigned = await postJson(sessionsUrl(2, 'laboratory', '/revoke'), { pci, signature: '0x' })
    expect(unsigned.status).toBe(401)
    const byStranger = await postJson(
      sessionsUrl(2, 'laboratory', '/revoke'),
      await revokeBody(2, 'laboratory', pci, account(3)),
    )
    expect(byStranger.status).toBe(401)

    const mine = await requestJson(sessionsUrl(2, 'laboratory'))
    expect(mine.body).toMatchObject({ pcis: [{ pci, revokedAt: null, project: { id: 'laboratory' } }] })
    const revoked = await postJson(
      sessionsUrl(2, 'laboratory', '/revoke'),
      await revokeBody(2, 'laboratory', pci),
    )
    expect(revoked).toMatchObject({ status: 200, body: {} })
  })
})

describe('A3: rate limits, body caps, storage caps and retention', () => {
  let limited: ApiServer
  let quota: ApiServer
  beforeAll(async () => {
    const shared = { chains: [devnetChain(stack.devnet)], database: stack.database }
    limited = await startApiServer({
      ...shared,
      rateLimit: { windowMs: 60_000, perIp: 8, perProject: 1_000 },
    })
    quota = await startApiServer({ ...shared, limits: { maxGrantsPerAccount: 2, maxEventsPerProject: 3 } })
  })
  afterAll(() => Promise.all([limited?.close(), quota?.close()]))

  it('A3: a client past its per-IP budget gets 429 rate_limited with Retry-After, other routes included', async () => {
    const statuses: number[] = []
    let last: Awaited<ReturnType<typeof requestJson>> | undefined
    for (let index = 0; index < 10; index += 1) {
      last = await requestJson(`${limited.url}/v1/supported-chains`)
      statuses.push(last.status)
    }
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(200))
    expect(statuses.slice(8)).toEqual([429, 429])
    expect(last?.body).toMatchObject({ status: 'FAILED', reasons: [{ field: 'rate_limited' }] })
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('A3: oversized grants and analytics events are refused before they are stored', async () => {
    const pad = 'x'.repeat(100 * 1024)
    const grant = await postJson(
      stack.url(`/v1/sessions/eip155:${stack.devnet.chainId}:${getDevnetAccount(2).address}`, {
        projectId: 'laboratory',
      }),
      { expiry: Math.floor(Date.now() / 1000) + 600, permissions: [{ type: 'x', data: pad }] },
    )
    expect(grant.status).toBe(413)
    const event = await postJson(stack.url('/e', { projectId: 'laboratory' }), {
      eventId: 'a3-big',
      timestamp: Date.now(),
      props: { type: 'track', event: 'MODAL_OPEN', properties: { pad } },
    })
    expect(event.status).toBe(413)
    const rows = await stack.database.query('select 1 from analytics_events where event_id = $1', ['a3-big'])
    expect(rows).toEqual([])
  })

  it('A3: an account past its stored-grants quota stores nothing more', async () => {
    const statuses = []
    for (let index = 0; index < 3; index += 1)
      statuses.push(
        (await postJson(sessionsUrl(3, 'local', '', quota.url), await signedGrant(3, 'local'))).status,
      )
    expect(statuses).toEqual([200, 200, 429])
    const rows = await stack.database.query("select 1 from smart_sessions where project_id = 'local'")
    expect(rows).toHaveLength(2)
  })

  it('A3: a project past its stored-events quota stores nothing more', async () => {
    const send = (eventId: string) =>
      postJson(`${quota.url}/e?projectId=local`, {
        eventId,
        timestamp: Date.now(),
        props: { type: 'track', event: 'MODAL_OPEN' },
      })
    const statuses = []
    for (const id of ['q-1', 'q-2', 'q-3', 'q-4']) statuses.push((await send(`a3-${id}`)).status)
    expect(statuses).toEqual([204, 204, 204, 429])
    const rows = await stack.database.query("select 1 from analytics_events where event_id like 'a3-q-%'")
    expect(rows).toHaveLength(3)
  })

  it('A3: retention deletes analytics events older than the retention and long-expired grants, on a timer', async () => {
    await stack.database.query(
      `insert into analytics_events (event_id, project_id, event, url, domain, occurred_at, props, received_at)
       values ('a3-old', 'laboratory', 'MODAL_OPEN', '', '', now(), '{}'::jsonb, now() - interval '40 days'),
              ('a3-new', 'laboratory', 'MODAL_OPEN', '', '', now(), '{}'::jsonb, now())`,
    )
    await stack.database.query(
      `insert into smart_sessions (pci, account, project_id, expiry, created_at)
       values ('a3-expired', 'eip155:1:0x1', 'laboratory', $1, $1), ('a3-live', 'eip155:1:0x1', 'laboratory', $2, $1)`,
      [Math.floor(Date.now() / 1000) - 30 * 86_400, Math.floor(Date.now() / 1000) + 600],
    )
    const pruning = await startApiServer({
      chains: [devnetChain(stack.devnet)],
      database: stack.database,
      limits: { analyticsRetentionDays: 30, sessionRetentionDays: 7, retentionIntervalMs: 50 },
    })
    try {
      const deadline = Date.now() + 10_000
      let events: unknown[] = []
      let sessions: unknown[] = []
      while (Date.now() < deadline) {
        events = await stack.database.query(
          "select event_id from analytics_events where event_id in ('a3-old', 'a3-new')",
        )
        sessions = await stack.database.query("select pci from smart_sessions where pci like 'a3-%'")
        if (events.length === 1 && sessions.length === 1) break
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(events).toEqual([{ event_id: 'a3-new' }])
      expect(sessions).toEqual([{ pci: 'a3-live' }])
    } finally {
      await pruning.close()
    }
  })
})

describe('A4: links the server hands out never come from the request Host', () => {
  /** fetch cannot set Host (a forbidden header): a raw node:http request with `Host: evil.example`. */
  function withEvilHost(url: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    return new Promise((resolve, reject) => {
      const text = body === undefined ? undefined : JSON.stringify(body)
      const outgoing = httpRequest(
        url,
        { method: text ? 'POST' : 'GET', headers: { host: 'evil.example' }, timeout: 10_000 },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
            }),
          )
        },
      )
      outgoing.on('error', reject)
      outgoing.end(text)
    })
  }

  it('A4: Host: evil.example does not move the on-ramp URL or the icon URLs', async () => {
    const onramp = await withEvilHost(stack.url('/v1/generators/onrampurl', { projectId: 'laboratory' }), {
      destinationWallets: [{ address: getDevnetAccount(0).address }],
      partnerUserId: 'a4-user-0000000000000000000000000000',
    })
    expect(onramp.status).toBe(200)
    expect((onramp.body as { url: string }).url.startsWith(`${stack.server.url}/`)).toBe(true)
    const balance = await withEvilHost(
      stack.url(`/v1/account/${getDevnetAccount(0).address}/balance`, {
        projectId: 'laboratory',
        currency: 'usd',
      }),
    )
    const icons = (balance.body as { balances: { iconUrl: string }[] }).balances.map((item) => item.iconUrl)
    expect(icons.length).toBeGreaterThan(0)
    for (const icon of icons) expect(icon.startsWith(`${stack.server.url}/`)).toBe(true)
  })

  it('A4: binding off loopback without API_PUBLIC_URL stops the start with a ConfigError', async () => {
    await expect(
      startApiServer({ chains: [devnetChain(stack.devnet)], database: stack.database, host: '192.0.2.1' }),
    ).rejects.toMatchObject({ name: 'ConfigError', message: expect.stringMatching(/API_PUBLIC_URL/) })
  })
})

describe('A5: history cursors the database cannot take are a 400, not a 500', () => {
  const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  it.each([
    ['a 30-digit block', ['2026-01-01T00:00:00.000Z', 'eip155:31337', '9'.repeat(30), 0]],
    ['a block past bigint', ['2026-01-01T00:00:00.000Z', 'eip155:31337', '9223372036854775808', 0]],
    ['a Date.parse-only time', ['Thu, 01 Jan 2026 00:00:00 GMT', 'eip155:31337', '1', 0]],
    ['a time past PostgreSQL', ['+275760-09-13T00:00:00.000Z', 'eip155:31337', '1', 0]],
    ['a position past integer', ['2026-01-01T00:00:00.000Z', 'eip155:31337', '1', 2 ** 40]],
  ])('A5: %s', async (_label, position) => {
    const { status, body } = await requestJson(
      stack.url(`/v1/account/${getDevnetAccount(0).address}/history`, {
        projectId: 'laboratory',
        cursor: cursorOf(position),
      }),
    )
    expect({ status, body }).toMatchObject({ status: 400, body: { reasons: [{ field: 'cursor' }] } })
  })
})

describe('A6: CORS only for the origins a project allows', () => {
  const evil = 'https://evil.example'
  const lab = 'http://127.0.0.1:5173'
  const preflight = (path: string, origin: string, method = 'POST') =>
    fetch(stack.url(path), {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'content-type',
      },
    })

  it('A6: a foreign origin gets no CORS grant on write routes, preflight or not, and nothing is stored', async () => {
    const sessions = `/v1/sessions/${encodeURIComponent(`eip155:${stack.devnet.chainId}:${getDevnetAccount(2).address}`)}?projectId=laboratory`
    for (const path of [
      '/e?projectId=laboratory',
      '/batch?projectId=laboratory',
      sessions,
      `${sessions}/revoke`,
    ]) {
      const answer = await preflight(path, evil)
      expect({ path, allowOrigin: answer.headers.get('access-control-allow-origin') }).toEqual({
        path,
        allowOrigin: null,
      })
      expect(answer.headers.get('access-control-allow-methods')).toBeNull()
      expect(answer.headers.get('vary')).toMatch(/Origin/)
    }
    const sent = await postJson(
      stack.url('/e', { projectId: 'laboratory' }),
      { eventId: 'a6-evil', timestamp: Date.now(), props: { type: 'track', event: 'MODAL_OPEN' } },
      { headers: { origin: evil } },
    )
    expect(sent.status).toBe(403)
    expect(await stack.database.query("select 1 from analytics_events where event_id = 'a6-evil'")).toEqual(
      [],
    )
  })

  it('A6: a foreign origin reads only the refusal of a project read route; the project’s own origins get CORS', async () => {
    const url = stack.url(`/v1/account/${getDevnetAccount(0).address}/balance`, {
      projectId: 'laboratory',
      currency: 'usd',
    })
    // The refusal stays readable (the client shows 'Invalid App Configuration' for it, spec §8); it carries no data.
    const foreign = await requestJson(url, { headers: { origin: evil } })
    expect(foreign).toMatchObject({ status: 403, body: { status: 'FAILED', reasons: [{ field: 'origin' }] } })
    const foreignPreflight = await preflight(url.slice(stack.server.url.length), evil, 'GET')
    expect(foreignPreflight.headers.get('access-control-allow-origin')).toBeNull()
    const own = await fetch(url, { headers: { origin: lab } })
    expect(own.status).toBe(200)
    expect(own.headers.get('access-control-allow-origin')).toBe(lab)
    expect(own.headers.get('vary')).toMatch(/Origin/)
    const publicRead = await fetch(stack.url('/v1/supported-chains'), { headers: { origin: evil } })
    expect(publicRead.headers.get('access-control-allow-origin')).toBe('*')
    const publicWrite = await preflight('/v1/profile/account', evil)
    expect(publicWrite.headers.get('access-control-allow-origin')).toBeNull()
    const ownPreflight = await preflight('/e?projectId=laboratory', 'http://localhost:4000')
    expect(ownPreflight.status).toBe(204)
    expect(ownPreflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4000')
    expect(ownPreflight.headers.get('access-control-allow-methods')).toContain('POST')
  })
})
