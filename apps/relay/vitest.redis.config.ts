import { defineConfig } from 'vitest/config'

// `pnpm --filter @org/appkit-relay test:redis`: the relay on Redis (`*.redis.test.ts`), against the server in
// REDIS_URL. `node scripts/test-redis.mjs` (in the root `pnpm test`) starts a throwaway one and sets it. Without
// it the run fails here, loudly: these tests are never skipped.
if (!process.env.REDIS_URL)
  throw new Error(
    'REDIS_URL is not set: the Redis tests need a Redis server. Run `node scripts/test-redis.mjs` from the ' +
      'repository root (it starts a throwaway redis-server), or set REDIS_URL=redis://127.0.0.1:PORT yourself.',
  )

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.redis.test.ts'],
    // Two relays, real sockets and WalletConnect clients in one process, plus Redis round trips.
    testTimeout: 60_000,
    hookTimeout: 30_000,
    // See vitest.config.ts: a new WalletConnect Core for every client.
    env: { DISABLE_GLOBAL_CORE: 'true' },
  },
})
