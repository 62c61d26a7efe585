import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

/** What the garbage server answers to a request (other than the supported-chains list, see `servesChains`). */
export type GarbageAnswer = 'invalid-json' | 'server-error' | 'wrong-shapes' | 'wrong-items'

export interface GarbageApiOptions {
  /** Where to listen on 127.0.0.1 (the laboratory's `apiUrl` names 8787). */
  port: number
  /** The page origin allowed by CORS, so the browser hands the garbage to the SDK instead of a CORS failure. */
  origin: string
  answer: GarbageAnswer
  /**
   * Answer `/v1/supported-chains` with a valid list naming the devnets, so the SDK goes on to ask for balances,
   * history and identity and meets the garbage there. Without it the list itself is garbage.
   */
  servesChains: boolean
}

export interface GarbageApi {
  /** Every path asked for, in order. */
  readonly requests: readonly string[]
  close(): Promise<void>
}

const SUPPORTED_CHAINS = JSON.stringify({ http: ['eip155:31337', 'eip155:31338'], ws: [] })

// Every field a client might read, each with the wrong type: a schema that trusts any of them renders nonsense.
const WRONG_SHAPES = JSON.stringify({
  balances: '10000 ETH',
  data: { id: 1 },
  next: 42,
  name: ['alice'],
  avatar: { url: 5 },
  count: 'many',
  fungibles: 'none',
  standard: true,
  http: 'all',
  suggestions: 7,
  addresses: 'none',
  attributes: 3,
})

// The right containers holding the wrong items: entries a renderer would crash on if they reached it.
const WRONG_ITEMS = JSON.stringify({
  balances: [{ name: 42, quantity: 'lots' }, null, 'ETH', { symbol: 'X', quantity: { numeric: 'abc' } }],
  data: [{ id: null }, 7, { id: 'x', metadata: 'sent', transfers: [] }],
  count: 2,
  fungibles: [null, { price: 'free' }],
  suggestions: [1, null],
})

function send(response: ServerResponse, status: number, contentType: string, body: string) {
  response.writeHead(status, { 'content-type': contentType })
  response.end(body)
}

function answer(request: IncomingMessage, response: ServerResponse, options: GarbageApiOptions) {
  const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
  if (options.servesChains && path === '/v1/supported-chains') {
    send(response, 200, 'application/json', SUPPORTED_CHAINS)
    return
  }
  switch (options.answer) {
    case 'invalid-json':
      send(response, 200, 'application/json', '{"balances": [{"name": "Ether", "quantity": ')
      return
    case 'server-error':
      send(response, 500, 'text/html', '<html><body>Internal Server Error</body></html>')
      return
    case 'wrong-shapes':
      send(response, 200, 'application/json', WRONG_SHAPES)
      return
    case 'wrong-items':
      send(response, 200, 'application/json', WRONG_ITEMS)
      return
  }
}

/**
 * A stand-in for the API server that answers garbage to everything (invalid JSON, wrong shapes or 500s), with the
 * CORS headers the laboratory's origin needs, so tests can prove the modal survives a broken API.
 */
export async function startGarbageApi(options: GarbageApiOptions): Promise<GarbageApi> {
  const requests: string[] = []
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`)
    response.setHeader('access-control-allow-origin', options.origin)
    response.setHeader('vary', 'origin')
    if (request.method === 'OPTIONS') {
      response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS')
      response.setHeader(
        'access-control-allow-headers',
        request.headers['access-control-request-headers'] ?? 'content-type',
      )
      response.writeHead(204)
      response.end()
      return
    }
    // Drain any body first, so a POST is answered like a GET.
    request.resume()
    request.on('end', () => answer(request, response, options))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  return {
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
