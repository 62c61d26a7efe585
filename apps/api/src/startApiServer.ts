import type { FastifyServerOptions } from 'fastify'
import type { ApiContext } from './ApiContext.ts'
import { createServedChains } from './chain/createServedChains.ts'
import { type ApiLimits, type ApiRateLimit, defaultApiLimits, defaultRateLimit } from './config/ApiLimits.ts'
import { loadServerConfig, type ServerConfigSources } from './config/loadServerConfig.ts'
import { resolvePublicUrl } from './config/resolvePublicUrl.ts'
import { createApiApp } from './createApiApp.ts'
import type { Database } from './db/Database.ts'
import { openDatabase } from './db/openDatabase.ts'
import { pruneStoredData } from './db/pruneStoredData.ts'

/** The product's name zones (spec §5: `.reown.id` and the legacy `.wcn.id`). */
const DEFAULT_NAME_ZONES = ['reown.id', 'wcn.id'] as const
const DEFAULT_HISTORY_PAGE_SIZE = 20

export interface StartApiServerParameters extends ServerConfigSources {
  /** Default 0: a free port (the CLI uses 8787). */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** A PostgreSQL connection string; absent: pglite. */
  databaseUrl?: string
  /** pglite data folder; absent: in memory. */
  dataDir?: string
  /** An open, migrated store to use instead (the caller closes it); for tests that read the tables. */
  database?: Database
  /** Name zones, the first is the default zone. */
  nameZones?: readonly string[]
  /** History items per page; default 20. */
  historyPageSize?: number
  /**
   * Background history indexing every N ms (0, the default: none; the history route still catches up on each
   * request, so this only makes the first answer after many new blocks quick).
   */
  indexIntervalMs?: number
  /**
   * The base URL of links the server hands out (icons, on-ramp page), as clients reach the server
   * (`API_PUBLIC_URL`). Required when `host` is not loopback; default: the listening address, never the request's
   * Host header.
   */
  publicUrl?: string
  /**
   * Fastify's `trustProxy` (`API_TRUST_PROXY`): set it to the proxy's address(es) or subnet(s) when a reverse proxy
   * fronts the server, so the per-IP budget counts the client's address (X-Forwarded-For) and not the proxy's.
   * Default false: the peer address.
   */
  trustProxy?: boolean | string | string[]
  /** Request budgets per client IP and per project; see `ApiRateLimit` for the defaults. */
  rateLimit?: Partial<ApiRateLimit>
  /** Storage quotas and retention; see `ApiLimits` for the defaults. */
  limits?: Partial<ApiLimits>
  /** Fastify's logger option: false (default), true, or `{ level }`. */
  logger?: FastifyServerOptions['logger']
  /** The clock (name registration timestamps, sessions); default `Date.now`. */
  now?: () => number
}

export interface ApiServer {
  /** `http://127.0.0.1:PORT` */
  url: string
  port: number
  /** Stops listening, waits for indexing in progress, and closes the store it opened. Safe to call twice. */
  close(): Promise<void>
}

/**
 * Starts the self-hostable Blockchain API, wallet registry and analytics server.
 *
 * @example
 * const api = await startApiServer({ chains: [{ id: 31337, name: 'Devnet', rpcUrl, nativeCurrency }] })
 * await fetch(`${api.url}/v1/supported-chains`)
 * await api.close()
 */
export async function startApiServer(parameters: StartApiServerParameters = {}): Promise<ApiServer> {
  const host = parameters.host ?? '127.0.0.1'
  const publicUrl = resolvePublicUrl({ host, publicUrl: parameters.publicUrl })
  const limits: ApiLimits = { ...defaultApiLimits, ...parameters.limits }
  const rateLimit: ApiRateLimit = { ...defaultRateLimit, ...parameters.rateLimit }
  const config = await loadServerConfig(parameters)
  const db =
    parameters.database ??
    (await openDatabase({
      ...(parameters.databaseUrl ? { databaseUrl: parameters.databaseUrl } : {}),
      ...(parameters.dataDir ? { dataDir: parameters.dataDir } : {}),
    }))
  const ownsDb = !parameters.database
  let warn: (message: string) => void = () => undefined
  const { evm, indexers, accounts } = createServedChains({
    chains: config.chains,
    db,
    onWarning: (message) => warn(message),
  })
  const context: ApiContext = {
    db,
    chains: evm,
    accounts,
    indexers,
    prices: config.prices,
    projects: config.projects,
    wallets: config.wallets,
    imagesDir: config.imagesDir,
    nameZones: parameters.nameZones ?? DEFAULT_NAME_ZONES,
    historyPageSize: parameters.historyPageSize ?? DEFAULT_HISTORY_PAGE_SIZE,
    publicUrl,
    now: parameters.now ?? Date.now,
    limits,
    rateLimit,
  }
  const app = await createApiApp(context, {
    logger: parameters.logger ?? false,
    trustProxy: parameters.trustProxy ?? false,
  })
  warn = (message) => app.log.warn(message)
  let address: string
  try {
    address = await app.listen({ port: parameters.port ?? 0, host })
  } catch (error) {
    await app.close()
    if (ownsDb) await db.close()
    throw error
  }
  const url = new URL(address)

  let timer: NodeJS.Timeout | undefined
  let closing: Promise<void> | undefined
  const interval = parameters.indexIntervalMs ?? 0
  // A chain that is down is reported when it goes down and when it is back, not on every round.
  const failing = new Set<string>()
  const indexAll = async () => {
    await Promise.all(
      [...indexers.entries()].map(([chainId, indexer]) =>
        indexer.sync().then(
          () => {
            if (failing.delete(chainId)) app.log.warn({ chainId }, 'background indexing works again')
          },
          (error: unknown) => {
            if (!failing.has(chainId)) app.log.warn({ err: error, chainId }, 'background indexing failed')
            failing.add(chainId)
          },
        ),
      ),
    )
    if (!closing) timer = setTimeout(indexAll, interval)
  }
  if (interval > 0) timer = setTimeout(indexAll, 0)

  let pruneTimer: NodeJS.Timeout | undefined
  let pruning: Promise<void> = Promise.resolve()
  const pruneRound = () => {
    pruning = pruneStoredData({ db, limits, now: context.now() }).then(
      (deleted) => {
        if (deleted.events + deleted.sessions > 0) app.log.info(deleted, 'retention deleted stored data')
      },
      (error: unknown) => app.log.warn({ err: error }, 'retention failed'),
    )
    void pruning.then(() => {
      if (!closing) pruneTimer = setTimeout(pruneRound, limits.retentionIntervalMs)
    })
  }
  if (limits.retentionIntervalMs > 0) pruneTimer = setTimeout(pruneRound, 0)

  return {
    url: `${url.protocol}//${url.host}`,
    port: Number(url.port),
    close() {
      closing ??= (async () => {
        clearTimeout(timer)
        clearTimeout(pruneTimer)
        await app.close()
        await pruning
        await Promise.all([...indexers.values()].map((indexer) => indexer.idle()))
        await accounts.idle()
        if (ownsDb) await db.close()
      })()
      return closing
    },
  }
}
