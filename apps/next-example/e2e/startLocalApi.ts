import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface LocalApi {
  /** `http://127.0.0.1:<port>`: the example's `apiUrl` and `explorerUrl` (NEXT_PUBLIC_APPKIT_API_URL). */
  url: string
  /** Every request, as `METHOD /path`. */
  readonly requests: readonly string[]
  close(): Promise<void>
}

/** The answers the example's page needs from AppKit's API on a devnet: an empty wallet registry, no chains served. */
const ANSWERS: Record<string, unknown> = {
  '/getWallets': { count: 0, data: [] },
  '/v1/supported-chains': { http: [], ws: [] },
}

/**
 * A stand-in for the self-hosted AppKit API on a free port of 127.0.0.1 (this app does not depend on apps/api): the
 * wallet registry is empty, the blockchain API serves no chain (the devnet's balance comes from its RPC), analytics
 * events are taken and dropped. Anything else is a 404, which the page reports as a console error.
 */
export async function startLocalApi(): Promise<LocalApi> {
  const requests: string[] = []
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1')
    requests.push(`${request.method} ${pathname}`)
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', '*')
    if (request.method === 'OPTIONS') return void response.writeHead(204).end()
    if (request.method === 'POST') return void response.writeHead(204).end()
    const answer = ANSWERS[pathname]
    if (answer === undefined) return void response.writeHead(404).end()
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
