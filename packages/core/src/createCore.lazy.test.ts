import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMockAdapter } from './adapters/createMockAdapter.ts'
import { ApiError } from './api/ApiError.ts'
import { createCore } from './createCore.ts'
import { SendValidationError } from './errors/SendValidationError.ts'
import { createMemoryStorage } from './storage/createMemoryStorage.ts'
import { fillSendForm } from './test/fillSendForm.ts'
import { mainnet } from './test/testNetworks.ts'
import type { Connector } from './types/Connector.ts'

// createCore loads its API layer and send on first use (see createCore.chunks.test.ts); these
// pin that what goes through them behaves as before: synchronous image URLs, alerts and typed errors, the cache
// a send clears, the name an account shows. The Blockchain API and the registry are a real HTTP server here.

const ADDRESS = '0x1111111111111111111111111111111111111111'
const REFUSED = '0x4444444444444444444444444444444444444444'
const injected: Connector = {
  id: 'dev.wallet',
  name: 'Dev Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'dev.wallet' },
}

let baseUrl = ''
const requests: URL[] = []
const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  const url = new URL(request.url ?? '/', baseUrl)
  requests.push(url)
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }
  if (url.pathname === '/api/v1/supported-chains') return send(200, { http: ['eip155:1'], ws: [] })
  if (url.pathname === `/api/v1/identity/${ADDRESS}`) return send(200, { name: 'api.eth', avatar: null })
  if (url.pathname === `/api/v1/account/${REFUSED}/balance`)
    return send(403, { message: 'origin not allowed' })
  return send(404, { message: 'not found' })
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})
beforeEach(() => {
  requests.length = 0
})

function build(overrides: Partial<Parameters<typeof createCore>[0]> = {}) {
  return createCore({
    projectId: 'test-project',
    networks: [mainnet],
    storage: createMemoryStorage(),
    apiUrl: `${baseUrl}/api`,
    explorerUrl: `${baseUrl}/registry`,
    features: { analytics: false },
    debug: true,
    ...overrides,
  })
}

const identityRequests = () => requests.filter((url) => url.pathname.startsWith('/api/v1/identity/')).length

describe('createCore with its API layer loaded on first use', () => {
  it('a wallet image URL is answered at once, with the project id, SDK type and version, and no request', () => {
    const core = build({ sdkType: 'appkit', sdkVersion: 'react-wagmi-1.0.0' })
    expect(core.getWalletImageUrl('img 1')).toBe(
      `${baseUrl}/registry/getWalletImage/img%201?projectId=test-project&st=appkit&sv=react-wagmi-1.0.0`,
    )
    expect(requests).toEqual([])
  })

  it('preloadRegistryCode loads the registry client without a request; the wallet lists then load as before', async () => {
    const core = build()
    await core.preloadRegistryCode()
    expect(requests).toEqual([])
    await core.api.fetchRecommended()
    expect(requests.map((url) => url.pathname)).toEqual(['/registry/getWallets'])
  }, 30_000)

  it('a Blockchain API refusal raises the Invalid App Configuration alert and rejects with ApiError', async () => {
    const core = build()
    const error = await core.blockchainApi
      .getBalance({ address: REFUSED, caipNetworkId: 'eip155:1' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(403)
    expect(core.alert.state.message).toBe('Invalid App Configuration')
  }, 30_000)

  it("a connected account shows the API's name, and a send makes the next lookups skip the cache", async () => {
    const test = createMockAdapter({ namespace: 'eip155', connection: { address: ADDRESS, chainId: 1 } })
    const core = build({ adapters: [test.adapter] })
    await core.connection.connect(injected, 'eip155')
    await vi.waitFor(() => expect(core.chain.getAccount('eip155')?.profileName).toBe('api.eth'))
    expect(identityRequests()).toBe(1)

    // Cached for 5 minutes: asking again makes no request.
    const lookup = () =>
      core.blockchainApi.fetchIdentity({ address: ADDRESS, caipNetworkId: 'eip155:1', sender: ADDRESS })
    await expect(lookup()).resolves.toEqual({ name: 'api.eth', avatar: null })
    expect(identityRequests()).toBe(1)

    fillSendForm(core)
    await expect(core.send.send()).resolves.toMatchObject({ status: 'success' })

    await expect(lookup()).resolves.toEqual({ name: 'api.eth', avatar: null })
    expect(identityRequests()).toBe(2)
  }, 30_000)

  it('an invalid send is refused with its typed error and toast, and nothing reaches the adapter', async () => {
    const test = createMockAdapter({ namespace: 'eip155', connection: { address: ADDRESS, chainId: 1 } })
    const core = build({ adapters: [test.adapter] })
    await core.connection.connect(injected, 'eip155')
    core.send.setReceiverAddress('0x3333333333333333333333333333333333333333')
    const result = await core.send.send()
    expect(result.status).toBe('invalid')
    const error = (result as { error: unknown }).error
    expect(error).toBeInstanceOf(SendValidationError)
    expect((error as SendValidationError).reason).toBe('amountRequired')
    expect(core.snack.state.message).toBe('Something went wrong')
    expect(test.calls.some((call) => call.method.startsWith('send'))).toBe(false)
  }, 30_000)
})
