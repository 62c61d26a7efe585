import { describe, expect, it } from 'vitest'
import { readRelayCliOptions } from './readRelayCliOptions.ts'

describe('readRelayCliOptions', () => {
  it('defaults to 127.0.0.1:8555, loopback origins only, no trusted proxy, the default limits', () => {
    expect(readRelayCliOptions([], {})).toEqual({
      port: 8555,
      host: '127.0.0.1',
      quiet: false,
      allowedOrigins: [],
      trustedProxies: [],
      limits: {},
    })
  })

  it('reads the environment, and a flag wins over its variable', () => {
    const env = {
      RELAY_PORT: '9000',
      RELAY_HOST: '0.0.0.0',
      RELAY_PUBLIC_URL: 'wss://relay.example.com',
      RELAY_ALLOWED_ORIGINS: 'https://app.example, https://wallet.example',
      RELAY_TRUSTED_PROXIES: '10.0.0.2',
      RELAY_LIMITS: 'maxConnectionsPerIp=500,maxSubscriptionsPerClient=10000',
    }
    expect(
      readRelayCliOptions(['--port', '0', '--quiet', '--limit', 'maxConnectionsPerIp=600'], env),
    ).toEqual({
      port: 0,
      host: '0.0.0.0',
      quiet: true,
      publicUrl: ['wss://relay.example.com'],
      allowedOrigins: ['https://app.example', 'https://wallet.example'],
      trustedProxies: ['10.0.0.2'],
      limits: { maxConnectionsPerIp: 600, maxSubscriptionsPerClient: 10_000 },
    })
  })

  it('reads the Redis URL and key prefix from REDIS_URL and RELAY_REDIS_KEY_PREFIX, or their flags', () => {
    const env = { REDIS_URL: 'redis://10.0.0.5:6379/2', RELAY_REDIS_KEY_PREFIX: 'team-relay:' }
    expect(readRelayCliOptions([], env)).toMatchObject({
      redisUrl: 'redis://10.0.0.5:6379/2',
      redisKeyPrefix: 'team-relay:',
    })
    expect(
      readRelayCliOptions(
        ['--redis-url', 'rediss://:secret@redis.internal:6380', '--redis-key-prefix', 'b:'],
        env,
      ),
    ).toMatchObject({ redisUrl: 'rediss://:secret@redis.internal:6380', redisKeyPrefix: 'b:' })
    expect(readRelayCliOptions([], { REDIS_URL: '' })).not.toHaveProperty('redisUrl')
  })

  it.each([
    [['--port', 'abc'], 'Invalid port: abc'],
    [['--limit', 'maxEverything=1'], 'Unknown limit: maxEverything'],
    [['--limit', 'maxConnections=-1'], 'Invalid value for maxConnections: -1'],
    [['--public-url', 'https://relay.example.com'], 'Invalid public URL'],
    [['--host'], '--host needs a value'],
    [['--redis-url', 'http://127.0.0.1:6379'], 'Invalid Redis URL'],
  ])('refuses %j', (argv, message) => {
    expect(() => readRelayCliOptions(argv, {})).toThrow(message)
  })
})
