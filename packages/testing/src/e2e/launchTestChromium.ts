import { type Browser, chromium } from 'playwright-core'

/** Flags that keep the browser off every network but loopback and fit a container without a GPU. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

/**
 * Debian's Chromium (`/usr/bin/chromium`, never a downloaded browser) for the apps' end-to-end tests;
 * `extraArgs` are added to the flags (the bench's offline switches).
 *
 * @example const browser = await launchTestChromium()
 */
export function launchTestChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...extraArgs] })
}
