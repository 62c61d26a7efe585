import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'

// Root Vitest config: only the `storybook` project lives here (every story rendered in Chromium with an axe
// check). Each package keeps its own vitest.config.ts for unit tests, run through turbo.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          storybookTest({
            configDir: fileURLToPath(new URL('./.storybook', import.meta.url)),
            storybookScript: 'pnpm storybook',
            storybookUrl: 'http://127.0.0.1:6006',
          }),
        ],
        // Scan every story up front so all their dependencies are pre-bundled before the first test: a
        // dependency discovered mid-run makes Vite reload the page, and a story file can then fail to register.
        optimizeDeps: { entries: ['packages/*/src/**/*.stories.tsx'] },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            // Debian's Chromium, never a downloaded browser (see LOCAL-STACK.md).
            provider: playwright({
              launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
              // Story tests check still states: with reduced motion the theme zeroes every duration, so axe never
              // measures colours halfway through a fade. (Chromium's --force-prefers-reduced-motion flag did not
              // reach the page's media query; the browser context's emulation does.)
              contextOptions: { reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
          },
        },
      },
    ],
  },
})
