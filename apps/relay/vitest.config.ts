import { configDefaults, defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The Redis suite needs a Redis server: it runs with its own config (vitest.redis.config.ts, `test:redis`,
    // which `node scripts/test-redis.mjs` starts one for), never skipped here but not part of this run.
    exclude: [...configDefaults.exclude, 'src/**/*.redis.test.ts'],
    // Real sockets and, in the integration test, two WalletConnect clients in one process: seconds on a busy
    // 2-core machine, not milliseconds.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // WalletConnect's Core caches one instance per storage prefix on globalThis; the integration test needs a
    // new Core for every client it starts (two tests, and a dApp "reloaded" over the same storage).
    env: { DISABLE_GLOBAL_CORE: 'true' },
  },
})
