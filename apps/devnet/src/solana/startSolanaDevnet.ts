import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { LiteSVM } from 'litesvm'
import { WebSocketServer } from 'ws'
import { createSolanaLedger, type SolanaLedger } from './createSolanaLedger.ts'
import { createSolanaSubscriptions } from './createSolanaSubscriptions.ts'
import { handleSolanaRpc, rpcError } from './handleSolanaRpc.ts'
import { isLoopbackOrigin } from './isLoopbackOrigin.ts'
import { type SolanaDevnetAccount, solanaDevnetAccounts } from './solanaDevnetAccounts.ts'
import { solanaDevnetChainId, solanaDevnetGenesisHash } from './solanaDevnetChainId.ts'
import { solanaDevnetDefaults } from './solanaDevnetDefaults.ts'
import { type SolanaDevnetToken, solanaDevnetMint } from './solanaDevnetMint.ts'
import { stringifyRpcJson } from './stringifyRpcJson.ts'
import { writeSolanaGenesis } from './writeSolanaGenesis.ts'

export interface StartSolanaDevnetParameters {
  /** JSON-RPC port on 127.0.0.1; 0 or absent lets the OS pick a free one. */
  port?: number
  /** WebSocket port; defaults to `port + 1` (where web3.js looks) when `port` is given, else a free one. */
  wsPort?: number
  /** How long a block with transactions stays open: 400 ms by default, 0 for a block per transaction. */
  blockTimeMs?: number
}

export interface SolanaDevnet {
  rpcUrl: string
  /** Pass it as `wsEndpoint` to web3.js's `Connection` (or to `createSolanaRpcSubscriptions`). */
  wsUrl: string
  port: number
  wsPort: number
  /** `solanaDevnetChainId`, the CAIP-2 id. */
  chainId: typeof solanaDevnetChainId
  genesisHash: string
  /** Funded with `solanaDevnetDefaults.balanceSol` SOL each; the first `tokenHolderCount` also hold dUSD. */
  accounts: SolanaDevnetAccount[]
  mint: SolanaDevnetToken
  /** Closes both servers and every open connection. Safe to call twice. */
  stop(): Promise<void>
}

// Enough for a batch of 100 maximal transactions in base64.
const maxBodyBytes = 1024 * 1024

function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBodyBytes) resolve(undefined)
      else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

async function serveHttp(ledger: SolanaLedger, request: IncomingMessage, response: ServerResponse) {
  const origin = request.headers.origin
  // Browsers send Origin: a page elsewhere on the web gets nothing from a devnet on this machine.
  if (origin !== undefined && !isLoopbackOrigin(origin)) {
    response.writeHead(403, { 'content-type': 'text/plain' }).end('Origin not allowed')
    return
  }
  const cors = origin === undefined ? {} : { 'access-control-allow-origin': origin, vary: 'Origin' }
  if (request.method === 'OPTIONS') {
    response
      .writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'POST, GET, OPTIONS',
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? 'content-type',
        'access-control-max-age': '600',
      })
      .end()
    return
  }
  if (request.method === 'GET' && request.url === '/health') {
    response.writeHead(200, { ...cors, 'content-type': 'text/plain' }).end('ok')
    return
  }
  if (request.method !== 'POST') {
    response.writeHead(405, { ...cors, allow: 'POST, GET, OPTIONS' }).end()
    return
  }
  const text = await readBody(request)
  const json = { ...cors, 'content-type': 'application/json' }
  if (text === undefined) {
    response.writeHead(413, json).end(stringifyRpcJson(rpcError(null, -32600, 'Request too large')))
    return
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    response.writeHead(200, json).end(stringifyRpcJson(rpcError(null, -32700, 'Parse error')))
    return
  }
  response.writeHead(200, json).end(stringifyRpcJson(await handleSolanaRpc(ledger, body)))
}

/**
 * Starts a fresh local Solana chain: LiteSVM behind a JSON-RPC HTTP server and a WebSocket server on 127.0.0.1,
 * with the devnet accounts funded and the dUSD mint (6 decimals) held by the first five.
 * @example
 * const devnet = await startSolanaDevnet()
 * const connection = new Connection(devnet.rpcUrl, { wsEndpoint: devnet.wsUrl, commitment: 'confirmed' })
 * await devnet.stop()
 */
export async function startSolanaDevnet(parameters: StartSolanaDevnetParameters = {}): Promise<SolanaDevnet> {
  const host = solanaDevnetDefaults.host
  const svm = new LiteSVM()
  const ledger = createSolanaLedger(svm, { blockTimeMs: parameters.blockTimeMs ?? 400 })
  await writeSolanaGenesis(svm)

  const server = createServer((request, response) => {
    serveHttp(ledger, request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' })
      response.end(stringifyRpcJson(rpcError(null, -32603, `Internal error: ${String(error)}`)))
    })
  })
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port ?? 0, host, () => resolve((server.address() as AddressInfo).port))
  })

  const subscriptions = createSolanaSubscriptions(ledger)
  const requestedWsPort = parameters.wsPort ?? (parameters.port ? parameters.port + 1 : 0)
  let wss: WebSocketServer
  try {
    wss = await new Promise<WebSocketServer>((resolve, reject) => {
      const created = new WebSocketServer({
        host,
        port: requestedWsPort,
        maxPayload: maxBodyBytes,
        verifyClient: ({ origin }: { origin?: string }) => !origin || isLoopbackOrigin(origin),
      })
      created.once('error', reject)
      created.once('listening', () => resolve(created))
    })
  } catch (error) {
    ledger.close()
    await new Promise((resolve) => server.close(resolve))
    throw error
  }
  wss.on('connection', (socket) => subscriptions.accept(socket))
  wss.on('error', () => {})
  const wsPort = (wss.address() as AddressInfo).port

  let stopped: Promise<void> | undefined
  return {
    rpcUrl: `http://${host}:${port}`,
    wsUrl: `ws://${host}:${wsPort}`,
    port,
    wsPort,
    chainId: solanaDevnetChainId,
    genesisHash: solanaDevnetGenesisHash,
    accounts: solanaDevnetAccounts.map((account) => ({ ...account })),
    mint: { ...solanaDevnetMint },
    stop() {
      stopped ??= (async () => {
        subscriptions.close()
        ledger.close()
        await new Promise((resolve) => wss.close(resolve))
        server.closeAllConnections()
        await new Promise((resolve) => server.close(resolve))
      })()
      return stopped
    },
  }
}
