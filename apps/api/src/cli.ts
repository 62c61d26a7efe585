#!/usr/bin/env node
// `pnpm --filter @org/appkit-api start`: the API server on 127.0.0.1:8787 (API_PORT) until SIGINT or SIGTERM
// (then it closes the store and exits 0).
// State: PostgreSQL when DATABASE_URL is set, else pglite in API_DATA_DIR (default: the package's
// node_modules/.cache/appkit-api, which git ignores; API_DATA_DIR=memory keeps it in memory). Optional files:
// API_CHAINS_FILE (EVM and Solana chains; default: the local devnets, Solana included), API_PROJECTS_FILE,
// API_PRICES_FILE, API_REGISTRY_FILE. API_LOG_LEVEL (default warn) sets the
// request log. Off loopback (API_HOST), API_PUBLIC_URL is required; API_TRUST_PROXY names a fronting proxy. Rate
// limits, storage quotas and retention: the API_RATE_* / API_MAX_* / API_*_RETENTION_* variables (README, Security);
// retention runs hourly (API_RETENTION_INTERVAL_MS).
import { join, resolve } from 'node:path'
import { ConfigError } from './config/ConfigError.ts'
import { readLimitsFromEnv } from './config/readLimitsFromEnv.ts'
import { packageDir } from './packageDir.ts'
import { startApiServer } from './startApiServer.ts'

const DEFAULT_PORT = 8787
/** Background indexing, so the Activity tab answers at once after many new blocks. */
const INDEX_INTERVAL_MS = 2_000
/** Retention (old analytics events, long-expired grants) runs this often unless API_RETENTION_INTERVAL_MS says. */
const RETENTION_INTERVAL_MS = 60 * 60 * 1000

/** `true`/`false`, or the proxy addresses/subnets (comma-separated) whose X-Forwarded-For is believed. */
function readTrustProxy(raw: string | undefined): boolean | string {
  if (raw === undefined || raw === '' || raw === 'false') return false
  return raw === 'true' ? true : raw
}

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_PORT
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`Invalid API_PORT: ${raw}`)
  return port
}

/** A configuration the server cannot start with: its message alone (it names the variable or file), exit 1. */
function exitOnConfigError(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error
  console.error(`api: ${error.message}`)
  process.exit(1)
}

const env = process.env
const { rateLimit, limits } = (() => {
  try {
    return readLimitsFromEnv({ API_RETENTION_INTERVAL_MS: String(RETENTION_INTERVAL_MS), ...env })
  } catch (error) {
    return exitOnConfigError(error)
  }
})()
const dataDir = env.API_DATA_DIR ?? join(packageDir, 'node_modules', '.cache', 'appkit-api')
const optional = (key: string) => (env[key] ? resolve(env[key]) : undefined)
const files = {
  chains: optional('API_CHAINS_FILE'),
  projects: optional('API_PROJECTS_FILE'),
  prices: optional('API_PRICES_FILE'),
  registryFile: optional('API_REGISTRY_FILE'),
}

const server = await startApiServer({
  port: readPort(env.API_PORT),
  ...(env.API_HOST ? { host: env.API_HOST } : {}),
  ...(env.DATABASE_URL
    ? { databaseUrl: env.DATABASE_URL }
    : dataDir === 'memory'
      ? {}
      : { dataDir: resolve(dataDir) }),
  ...Object.fromEntries(Object.entries(files).filter(([, value]) => value !== undefined)),
  ...(env.API_PUBLIC_URL ? { publicUrl: env.API_PUBLIC_URL } : {}),
  indexIntervalMs: INDEX_INTERVAL_MS,
  trustProxy: readTrustProxy(env.API_TRUST_PROXY),
  rateLimit,
  limits,
  logger: { level: env.API_LOG_LEVEL ?? 'warn' },
}).catch(exitOnConfigError)

const state = env.DATABASE_URL
  ? 'PostgreSQL (DATABASE_URL)'
  : dataDir === 'memory'
    ? 'pglite in memory'
    : `pglite in ${resolve(dataDir)}`
// The listening line comes last: scripts wait for it.
console.log(`api state: ${state}`)
console.log(`api listening on ${server.url}`)

let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
