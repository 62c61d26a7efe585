import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file starts real anvil processes and compiles with solc (WASM): seconds, not milliseconds.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
