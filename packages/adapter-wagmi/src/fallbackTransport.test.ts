import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { http } from '@wagmi/core'
import { createPublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fallbackTransport } from './fallbackTransport.ts'

// Two JSON-RPC endpoints on loopback: one that fails every call, one that answers eth_chainId.
function startEndpoint(answer: (body: { id: number; method: string }) => [number, unknown]) {
  const calls: string[] = []
  const server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk) => {
      text += chunk
    })
    request.on('end', () => {
      const body = JSON.parse(text) as { id: number; method: string }
      calls.push(body.method)
      const [status, payload] = answer(body)
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload))
    })
  })
  return new Promise<{ server: Server; url: string; calls: string[] }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls })
    })
  })
}

describe('fallbackTransport', () => {
  let broken: Awaited<ReturnType<typeof startEndpoint>>
  let working: Awaited<ReturnType<typeof startEndpoint>>
  let reverting: Awaited<ReturnType<typeof startEndpoint>>
  beforeAll(async () => {
    broken = await startEndpoint(() => [500, { error: 'down' }])
    working = await startEndpoint(({ id }) => [200, { jsonrpc: '2.0', id, result: '0x7a69' }])
    reverting = await startEndpoint(({ id }) => [
      200,
      { jsonrpc: '2.0', id, error: { code: 3, message: 'execution reverted' } },
    ])
  })
  afterAll(() => {
    broken.server.close()
    working.server.close()
    reverting.server.close()
  })

  it('reports itself as a fallback over its candidates', () => {
    const transport = fallbackTransport([http(broken.url), http(working.url)])({})
    expect(transport.config.type).toBe('fallback')
    const { transports } = transport.value as { transports: ReturnType<ReturnType<typeof http>>[] }
    expect(transports.map((inner) => inner.value?.url)).toEqual([broken.url, working.url])
  })

  it('moves to the next RPC URL when the connection to one fails', async () => {
    const client = createPublicClient({
      transport: fallbackTransport([
        http(broken.url, { retryCount: 0 }),
        http(working.url, { retryCount: 0 }),
      ]),
    })
    expect(await client.getChainId()).toBe(31337)
    expect(broken.calls).toEqual(['eth_chainId'])
    expect(working.calls).toEqual(['eth_chainId'])
  })

  it('gives a node’s own answer, an error included, without asking the next', async () => {
    const client = createPublicClient({
      transport: fallbackTransport([
        http(reverting.url, { retryCount: 0 }),
        http(working.url, { retryCount: 0 }),
      ]),
    })
    const before = working.calls.length
    await expect(client.getChainId()).rejects.toThrow(/execution reverted/)
    expect(reverting.calls).toEqual(['eth_chainId'])
    expect(working.calls.length).toBe(before)
  })
})
