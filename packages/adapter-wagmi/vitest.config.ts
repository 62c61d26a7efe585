import { realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/** The installed wagmi 3 core (the devDependency `@wagmi/core`) that plain `vitest run` tests against. */
const wagmiCore = realpathSync(fileURLToPath(new URL('./node_modules/@wagmi/core', import.meta.url)))

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Which @wagmi/core the run is meant to load; src/test/wagmiCoreUnderTest.test.ts checks it is the one loaded.
    env: { WAGMI_MAJOR: '3', WAGMI_CORE_DIR: wagmiCore },
  },
})
