import { defineConfig } from 'vitest/config'

// `pnpm soak`: the session soak (soak/*.soak.ts), not part of `pnpm test`: 50 reloads per connector type against
// the local stack, minutes long. It prints its figures for the README.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['soak/**/*.soak.ts'],
    testTimeout: 900_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
