import { realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, mergeConfig } from 'vitest/config'
import baseConfig from './vitest.config.ts'

/** The core of wagmi 2 (the devDependency `@wagmi/core-v2`, npm:@wagmi/core@2.22.1), by its real directory. */
const wagmiCore = realpathSync(fileURLToPath(new URL('./node_modules/@wagmi/core-v2', import.meta.url)))

// The same suite on wagmi 2: every `@wagmi/core` import, the adapter's and the tests', loads the v2 package.
export default mergeConfig(
  baseConfig,
  defineConfig({
    resolve: { alias: [{ find: /^@wagmi\/core$/, replacement: wagmiCore }] },
    test: { env: { WAGMI_MAJOR: '2', WAGMI_CORE_DIR: wagmiCore } },
  }),
)
