import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The PostgreSQL path needs a server: it runs only through `pnpm test:pg` (vitest.pg.config.ts).
    exclude: ['src/**/*.pg.test.ts'],
    // Each file starts anvil and an in-process WASM PostgreSQL (pglite: seconds and ~800 MB each), so files run
    // two at a time at most and hooks get generous timeouts on a busy 2-core machine.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
