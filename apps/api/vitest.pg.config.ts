import { defineConfig } from 'vitest/config'

// `pnpm test:pg`: the same server against a real PostgreSQL named by DATABASE_URL (see README).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.pg.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
