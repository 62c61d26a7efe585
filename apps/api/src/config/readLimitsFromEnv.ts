import { type ApiLimits, type ApiRateLimit, defaultApiLimits, defaultRateLimit } from './ApiLimits.ts'
import { ConfigError } from './ConfigError.ts'

const RATE_ENV: Record<keyof ApiRateLimit, string> = {
  windowMs: 'API_RATE_WINDOW_MS',
  perIp: 'API_RATE_PER_IP',
  perProject: 'API_RATE_PER_PROJECT',
}

const LIMITS_ENV: Record<keyof ApiLimits, string> = {
  maxGrantsPerAccount: 'API_MAX_GRANTS_PER_ACCOUNT',
  maxGrantsPerProject: 'API_MAX_GRANTS_PER_PROJECT',
  maxEventsPerProject: 'API_MAX_EVENTS_PER_PROJECT',
  analyticsRetentionDays: 'API_ANALYTICS_RETENTION_DAYS',
  sessionRetentionDays: 'API_SESSION_RETENTION_DAYS',
  retentionIntervalMs: 'API_RETENTION_INTERVAL_MS',
}

function read<T extends object>(env: NodeJS.ProcessEnv, names: Record<keyof T, string>, defaults: T): T {
  const result = { ...defaults }
  for (const [key, name] of Object.entries(names) as [keyof T, string][]) {
    const raw = env[name]
    if (raw === undefined || raw === '') continue
    const value = Number(raw)
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value))
      throw new ConfigError(`${name} must be a whole number, got ${raw}`)
    result[key] = value as T[keyof T]
  }
  return result
}

/**
 * The rate limits and storage limits from the environment (the CLI's), each defaulting to `defaultRateLimit` /
 * `defaultApiLimits`; a value that is not a whole number stops the start with a ConfigError naming the variable.
 */
export function readLimitsFromEnv(env: NodeJS.ProcessEnv): { rateLimit: ApiRateLimit; limits: ApiLimits } {
  return { rateLimit: read(env, RATE_ENV, defaultRateLimit), limits: read(env, LIMITS_ENV, defaultApiLimits) }
}
