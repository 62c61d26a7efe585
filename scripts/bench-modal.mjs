#!/usr/bin/env node
// Modal open time, a figure of `pnpm bench`: the laboratory built for production (vite build, served by vite
// preview on loopback) in Debian's Chromium; each sample is a click on "Connect Wallet" until the dialog is
// visible. The first open includes loading the modal's code (it mounts on first open); the next ones reuse it.
import { chromium } from 'playwright-core'
import { build, preview } from 'vite'

const root = new URL('../apps/laboratory/', import.meta.url).pathname
const SAMPLES = 15

await build({ root, configFile: `${root}vite.config.ts`, logLevel: 'error' })
const server = await preview({
  root,
  configFile: `${root}vite.config.ts`,
  preview: { host: '127.0.0.1', port: 0, strictPort: false },
  logLevel: 'error',
})
const url = server.resolvedUrls?.local[0]
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
})

/** Clicks the button and resolves with the milliseconds, measured in the page, until the dialog is shown. */
async function timeOpen(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const started = performance.now()
        const isOpen = () =>
          [...document.querySelectorAll('*')].some((element) =>
            element.shadowRoot?.querySelector('[role="dialog"]'),
          )
        const check = () => (isOpen() ? resolve(performance.now() - started) : requestAnimationFrame(check))
        const button = [...document.querySelectorAll('*')]
          .flatMap((element) => [...(element.shadowRoot?.querySelectorAll('button') ?? [])])
          .find((candidate) => candidate.textContent?.includes('Connect Wallet'))
        button?.click()
        requestAnimationFrame(check)
      }),
  )
}

const first = []
const warm = []
try {
  for (let run = 0; run < 5; run += 1) {
    const page = await browser.newPage()
    await page.goto(url)
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    first.push(await timeOpen(page))
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      await page.keyboard.press('Escape')
      await page.waitForTimeout(250)
      warm.push(await timeOpen(page))
    }
    await page.close()
  }
} finally {
  await browser.close()
  await new Promise((resolve) => server.httpServer.close(resolve))
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
console.log('\nModal open time (production build, Chromium, click to dialog shown, median):\n')
console.log('| open | median | samples |\n| --- | ---: | ---: |')
console.log(`| first (loads the modal) | ${median(first).toFixed(1)} ms | ${first.length} |`)
console.log(`| again | ${median(warm).toFixed(1)} ms | ${warm.length} |`)
