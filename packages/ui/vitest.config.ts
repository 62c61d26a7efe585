import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'happy-dom',
    // DOM tests share two cores with the rest of the pipeline; a generous limit keeps a busy machine from
    // failing them (speed is measured by `pnpm bench`, never here).
    testTimeout: 30_000,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
  },
})
