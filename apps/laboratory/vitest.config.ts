import { defineConfig } from 'vitest/config'

// End-to-end: the laboratory in Debian's Chromium against a real devnet. One file, one devnet, run in order.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
