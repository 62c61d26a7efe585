import { type Devnet, startDevnet } from '@org/appkit-devnet'
import type { ApiChain } from '../config/ApiChain.ts'
import type { Database } from '../db/Database.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { type ApiServer, type StartApiServerParameters, startApiServer } from '../startApiServer.ts'

/** The server's chain config for a running devnet: its tokens and names resolver. */
export function devnetChain(devnet: Devnet): ApiChain {
  return {
    id: devnet.chainId,
    name: 'Devnet',
    rpcUrl: devnet.rpcUrl,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: devnet.tokens.map((token) => ({ ...token })),
    ensUniversalResolver: devnet.namesAddress,
  }
}

export interface TestStack {
  devnet: Devnet
  database: Database
  server: ApiServer
  /** Builds a URL under the server, with query params. */
  url(path: string, params?: Record<string, string>): string
  stop(): Promise<void>
}

/**
 * For tests: a fresh devnet, an in-memory pglite the test can read, and the API server over both (project
 * `laboratory` from the default projects config). With `databaseUrl` the server opens that PostgreSQL itself and
 * `database` is the test's own connection to it.
 */
export async function startTestStack(options: Partial<StartApiServerParameters> = {}): Promise<TestStack> {
  const { databaseUrl } = options
  const [devnet, database] = await Promise.all([
    startDevnet(),
    openDatabase(databaseUrl ? { databaseUrl } : {}),
  ])
  let server: ApiServer
  try {
    server = await startApiServer({
      chains: [devnetChain(devnet)],
      ...(databaseUrl ? {} : { database }),
      ...options,
    })
  } catch (error) {
    await Promise.all([devnet.stop(), database.close()])
    throw error
  }
  return {
    devnet,
    database,
    server,
    url(path, params = {}) {
      const target = new URL(path, server.url)
      for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value)
      return target.toString()
    },
    async stop() {
      await server.close()
      await Promise.all([database.close(), devnet.stop()])
    },
  }
}
