import { describe, expect, it } from 'vitest'
import { defaultApiLimits, defaultRateLimit } from './ApiLimits.ts'
import { ConfigError } from './ConfigError.ts'
import { readLimitsFromEnv } from './readLimitsFromEnv.ts'

describe('readLimitsFromEnv: the CLI limits (#15 A3)', () => {
  it('defaults every limit and reads each variable that is set', () => {
    expect(readLimitsFromEnv({})).toEqual({ rateLimit: defaultRateLimit, limits: defaultApiLimits })
    const { rateLimit, limits } = readLimitsFromEnv({
      API_RATE_PER_IP: '10',
      API_MAX_EVENTS_PER_PROJECT: '5',
      API_ANALYTICS_RETENTION_DAYS: '1',
      API_RETENTION_INTERVAL_MS: '',
    })
    expect(rateLimit).toEqual({ ...defaultRateLimit, perIp: 10 })
    expect(limits).toEqual({ ...defaultApiLimits, maxEventsPerProject: 5, analyticsRetentionDays: 1 })
  })

  it('stops the start on a value that is not a whole number, naming the variable', () => {
    for (const raw of ['-1', '1.5', 'ten', '1e3'])
      expect(() => readLimitsFromEnv({ API_RATE_PER_PROJECT: raw })).toThrow(
        new ConfigError(`API_RATE_PER_PROJECT must be a whole number, got ${raw}`),
      )
  })
})
