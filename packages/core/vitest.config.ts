import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/*.test-d.ts', 'src/exports/**', 'src/types/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 90 },
    },
  },
})
