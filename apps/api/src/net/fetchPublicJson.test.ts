import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EgressRefusedError, fetchPublicJson } from './fetchPublicJson.ts'

let server: Server
let base: string
const hits: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    hits.push(request.url ?? '')
    if (request.url === '/redirect') {
      response.writeHead(302, { location: '/ok' })
      response.end()
    } else if (request.url === '/big') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ pad: 'x'.repeat(100_000) }))
    } else if (request.url === '/slow') {
      setTimeout(() => response.end('{}'), 2_000).unref()
    } else {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ image: 'https://img.example/a.png' }))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server?.close(resolve)))

/** Loopback allowed only by the test's own address check: the caps are what is under test. */
const loopbackAllowed = { allowHttp: true, isAllowedAddress: () => true }

describe('fetchPublicJson: the egress guard for NFT metadata (#15 A1)', () => {
  it('A1: refuses loopback, private and metadata addresses, by literal or by name, before connecting', async () => {
    const before = hits.length
    for (const url of [
      `${base}/ok`,
      'https://127.0.0.1/ok',
      'https://[::1]/ok',
      'https://[::ffff:127.0.0.1]/ok',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/ok',
    ])
      await expect(fetchPublicJson(url, { allowHttp: true })).rejects.toBeInstanceOf(EgressRefusedError)
    expect(hits.length).toBe(before)
  })

  it('A1: refuses other schemes and plain http unless told, and credentials', async () => {
    for (const url of [
      'file:///etc/passwd',
      'gopher://x/',
      'ftp://a/b',
      'http://93.184.215.14/',
      'https://u:p@img.example/',
    ])
      await expect(fetchPublicJson(url)).rejects.toBeInstanceOf(EgressRefusedError)
  })

  it('A1: follows no redirect, and caps the body and the time', async () => {
    await expect(fetchPublicJson(`${base}/redirect`, loopbackAllowed)).rejects.toThrow(/redirects/)
    expect(hits).not.toContain('/ok')
    await expect(fetchPublicJson(`${base}/big`, { ...loopbackAllowed, maxBytes: 1_000 })).rejects.toThrow(
      /bytes/,
    )
    await expect(fetchPublicJson(`${base}/slow`, { ...loopbackAllowed, timeoutMs: 200 })).rejects.toThrow(
      /200 ms/,
    )
  })

  it('reads JSON from an allowed address', async () => {
    expect(await fetchPublicJson(`${base}/meta.json`, loopbackAllowed)).toEqual({
      image: 'https://img.example/a.png',
    })
  })
})
