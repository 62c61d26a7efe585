import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type SolanaDevnet, startSolanaDevnet } from '@org/appkit-devnet'
import type { ApiChain } from '../config/ApiChain.ts'
import type { Database } from '../db/Database.ts'
import { openDatabase } from '../db/openDatabase.ts'
import type { SolanaApiChain } from '../solana/SolanaApiChain.ts'
import { type ApiServer, type StartApiServerParameters, startApiServer } from '../startApiServer.ts'

/** The server's chain config for a running Solana devnet (its dUSD mint named), at `rpcUrl` (default its own). */
export function solanaDevnetChain(devnet: SolanaDevnet, rpcUrl = devnet.rpcUrl): SolanaApiChain {
  const { address, name, symbol, decimals } = devnet.mint
  return {
    namespace: 'solana',
    id: devnet.chainId.slice('solana:'.length),
    name: 'Solana Devnet (local)',
    rpcUrl,
    tokens: [{ address, name, symbol, decimals }],
  }
}

/** One JSON-RPC call the server made. */
export interface RecordedRpcCall {
  method: string
  params: unknown[]
}

/**
 * For tests: an HTTP pass-through in front of a devnet's RPC that records each call (method and params), so a test
 * can tell what the server asked the chain. Nothing is answered by it: every call goes to the real devnet.
 */
async function startRecordingProxy(target: () => string) {
  const calls: RecordedRpcCall[] = []
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8')
      try {
        const parsed = JSON.parse(body) as RecordedRpcCall | RecordedRpcCall[]
        for (const call of Array.isArray(parsed) ? parsed : [parsed])
          calls.push({ method: call.method, params: call.params ?? [] })
        const answer = await fetch(target(), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text())
      } catch {
        response.writeHead(502).end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export interface SolanaTestStack {
  solana: SolanaDevnet
  database: Database
  server: ApiServer
  /** Every JSON-RPC call the server made to the Solana devnet. */
  rpcCalls: RecordedRpcCall[]
  /** Builds a URL under the server, with query params. */
  url(path: string, params?: Record<string, string>): string
  /** Stops the Solana devnet and starts a fresh one behind the same URL (a chain reset, as the server sees it). */
  resetSolana(): Promise<void>
  stop(): Promise<void>
}

/**
 * For tests: a fresh Solana devnet on free ports, an in-memory pglite the test can read, and the API server
 * serving the devnet (through a recording pass-through, see `rpcCalls`) and `extraChains`. With `databaseUrl` the
 * server opens that PostgreSQL itself and `database` is the test's own connection to it.
 */
export async function startSolanaTestStack(
  options: Partial<StartApiServerParameters> & { extraChains?: ApiChain[] } = {},
): Promise<SolanaTestStack> {
  const { databaseUrl, extraChains = [], ...rest } = options
  let solana = await startSolanaDevnet()
  const proxy = await startRecordingProxy(() => solana.rpcUrl)
  const database = await openDatabase(databaseUrl ? { databaseUrl } : {})
  let server: ApiServer
  try {
    server = await startApiServer({
      chains: [solanaDevnetChain(solana, proxy.url), ...extraChains],
      ...(databaseUrl ? { databaseUrl } : { database }),
      ...rest,
    })
  } catch (error) {
    await Promise.all([solana.stop(), proxy.close(), database.close()])
    throw error
  }
  return {
    get solana() {
      return solana
    },
    database,
    server,
    rpcCalls: proxy.calls,
    url(path, params = {}) {
      const target = new URL(path, server.url)
      for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value)
      return target.toString()
    },
    async resetSolana() {
      await solana.stop()
      solana = await startSolanaDevnet()
    },
    async stop() {
      await server.close()
      await Promise.all([database.close(), solana.stop(), proxy.close()])
    },
  }
}
