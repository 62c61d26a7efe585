import { defineConfig } from 'vitest/config'

// End-to-end: the example built with `next build` (once, in the setup), served by `next start`, in Debian's Chromium.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    // The setup builds the app: about 1.5 min on two shared cores, bounded by startNextExample's own timeout.
    hookTimeout: 420_000,
  },
})
