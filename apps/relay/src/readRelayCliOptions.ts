import { defaultRelayLimits, type RelayLimits, relayDefaults } from './relayDefaults.ts'

export interface RelayCliOptions {
  port: number
  host: string
  quiet: boolean
  publicUrl?: string[]
  allowedOrigins: string[]
  trustedProxies: string[]
  limits: Partial<RelayLimits>
  /** Shared state in Redis (several relays); omitted: in memory. */
  redisUrl?: string
  redisKeyPrefix?: string
}

type Env = Readonly<Record<string, string | undefined>>

function readFlag(argv: readonly string[], name: string): string | undefined {
  const index = argv.indexOf(name)
  if (index < 0) return undefined
  const value = argv[index + 1]
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`)
  return value
}

function readList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
}

function readLimits(entries: readonly string[]): Partial<RelayLimits> {
  const limits: Partial<RelayLimits> = {}
  for (const entry of entries) {
    const [name, raw] = entry.split('=') as [string, string | undefined]
    if (!(name in defaultRelayLimits))
      throw new Error(`Unknown limit: ${name} (one of ${Object.keys(defaultRelayLimits).join(', ')})`)
    const value = Number(raw)
    if (raw === undefined || raw.trim() === '' || !Number.isFinite(value) || value <= 0)
      throw new Error(`Invalid value for ${name}: ${raw} (a positive number)`)
    limits[name as keyof RelayLimits] = value
  }
  return limits
}

/**
 * The CLI's options from its arguments and environment (a flag wins over its variable):
 * `--port N` / RELAY_PORT, `--host H` / RELAY_HOST, `--quiet`, `--public-url URL[,URL]` / RELAY_PUBLIC_URL,
 * `--allowed-origins O[,O]` / RELAY_ALLOWED_ORIGINS, `--trusted-proxies IP[,IP]` / RELAY_TRUSTED_PROXIES,
 * `--limit name=value` (repeatable) / RELAY_LIMITS (`name=value,name=value`), `--redis-url URL` / REDIS_URL and
 * `--redis-key-prefix P` / RELAY_REDIS_KEY_PREFIX. Throws on a bad value.
 *
 * @example readRelayCliOptions(['--port', '0', '--limit', 'maxConnectionsPerIp=500'], process.env)
 */
export function readRelayCliOptions(argv: readonly string[], env: Env): RelayCliOptions {
  const rawPort = readFlag(argv, '--port') ?? env.RELAY_PORT
  let port: number = relayDefaults.cliPort
  if (rawPort !== undefined && rawPort !== '') {
    port = Number(rawPort)
    if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`Invalid port: ${rawPort}`)
  }
  const publicUrl = readList(readFlag(argv, '--public-url') ?? env.RELAY_PUBLIC_URL)
  for (const url of publicUrl)
    if (!/^wss?:\/\//.test(url)) throw new Error(`Invalid public URL: ${url} (ws:// or wss://)`)
  const limitFlags = argv.flatMap((arg, index) => (arg === '--limit' ? [argv[index + 1] ?? ''] : []))
  const redisUrl = readFlag(argv, '--redis-url') ?? (env.REDIS_URL || undefined)
  if (redisUrl !== undefined && !/^rediss?:\/\/./.test(redisUrl))
    throw new Error('Invalid Redis URL (redis:// or rediss://)')
  const redisKeyPrefix = readFlag(argv, '--redis-key-prefix') ?? (env.RELAY_REDIS_KEY_PREFIX || undefined)
  return {
    port,
    host: readFlag(argv, '--host') ?? (env.RELAY_HOST || relayDefaults.host),
    quiet: argv.includes('--quiet'),
    ...(publicUrl.length > 0 ? { publicUrl } : {}),
    allowedOrigins: readList(readFlag(argv, '--allowed-origins') ?? env.RELAY_ALLOWED_ORIGINS),
    trustedProxies: readList(readFlag(argv, '--trusted-proxies') ?? env.RELAY_TRUSTED_PROXIES),
    limits: readLimits([...readList(env.RELAY_LIMITS), ...limitFlags]),
    ...(redisUrl ? { redisUrl } : {}),
    ...(redisKeyPrefix ? { redisKeyPrefix } : {}),
  }
}
