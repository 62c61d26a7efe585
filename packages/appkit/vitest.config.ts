import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // DOM tests run in happy-dom; the SSR tests opt into node with `// @vitest-environment node`.
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./test/setup.ts'],
  },
})
