import { defineConfig } from 'vitest/config'

// Unit tests of the pure parts (src/**), then the end-to-end test: the wallet page in Debian's Chromium, paired
// through a real relay with a Node dApp, against a real devnet. Files run one at a time on a busy 2-core machine.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // WalletConnect's Core caches one instance per storage prefix on globalThis; every dApp a test starts needs
    // its own Core.
    env: { DISABLE_GLOBAL_CORE: 'true' },
  },
})
