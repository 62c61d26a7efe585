import { defineConfig } from 'vitest/config'

// End-to-end: the compat dApp in Debian's Chromium against real devnets, on both stacks, one after the other.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
