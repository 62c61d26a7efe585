#!/usr/bin/env node
// `pnpm bench`: figures, not tests (speed is never asserted in a test; the per-import budgets are checked by
// scripts/check-size.mjs in `pnpm lint`). Prints, as Markdown tables for the README:
// 1. the bundle cost per import (scripts/measureImport.mjs);
// 2. eager and total JS of the minimal AppKit page and of a bare wagmi + viem page (apps/bench, Vite build), and
//    what the modal's first load adds (the shell and the connect views; other views are chunks of their own);
// 3. in Chromium, the median of RUNS runs at 1x and 4x CPU throttling: navigation → button visible,
//    click → first wallet option visible, JS heap with the modal open (after a forced GC);
// 4. every request either page made that did not go to 127.0.0.1 (there must be none).
// Expects built packages (`pnpm bench` runs turbo's build first).
import { parseArgs } from 'node:util'
import { launchBenchBrowser, measureRun, median } from './bench-browser.mjs'
import { BENCH_PAGES, buildBenchPage, previewBenchPage } from './bench-pages.mjs'
import { kib, measureImport } from './measureImport.mjs'

// `node scripts/bench.mjs --runs 3` for a quick look; the README's figures use the default.
const RUNS = Number(parseArgs({ options: { runs: { type: 'string', default: '10' } } }).values.runs)
const CPU_RATES = [1, 4]

const imports = [
  { name: 'createCore', from: '@org/appkit-core' },
  { name: 'truncateAddress', from: '@org/appkit-core' },
  { name: 'Button', from: '@org/appkit-ui' },
  { name: 'QrCode', from: '@org/appkit-ui' },
  { name: 'WalletGrid', from: '@org/appkit-ui' },
  { name: 'WagmiAdapter', from: '@org/appkit-adapter-wagmi' },
  { name: 'createAppKit', from: '@org/appkit' },
  { name: 'AppKitButton', from: '@org/appkit/react' },
]

console.log(
  'Bundle cost per import (rolldown as in Vite 8, minified, React external; KiB; eager = without lazy chunks):\n',
)
console.log('| import | eager minified | eager gzip | total gzip |\n| --- | ---: | ---: | ---: |')
for (const { name, from } of imports) {
  const { eager, total } = await measureImport({ name, from })
  console.log(
    `| \`import { ${name} } from '${from}'\` | ${kib(eager.minified)} | ${kib(eager.gzip)} | ${kib(total.gzip)} |`,
  )
}

console.log('\nPage JS (production Vite build; gzip KiB; eager = loaded by the HTML before anything runs):\n')
console.log(
  '| page | eager JS | modal, first load | total JS | chunks (eager / all) |\n| --- | ---: | ---: | ---: | ---: |',
)
for (const { page, label } of BENCH_PAGES) {
  const size = await buildBenchPage(page)
  const modal = size.modalGzip === undefined ? '—' : kib(size.modalGzip)
  console.log(
    `| ${label} | ${kib(size.eagerGzip)} | ${modal} | ${kib(size.totalGzip)} | ${size.eagerFiles} / ${size.totalFiles} |`,
  )
}

const rows = []
const foreign = new Set()
const browser = await launchBenchBrowser()
try {
  for (const { page, label } of BENCH_PAGES) {
    const server = await previewBenchPage(page)
    try {
      for (const cpuRate of CPU_RATES) {
        const runs = []
        for (let run = 0; run < RUNS; run += 1) {
          runs.push(await measureRun(browser, { url: server.url, cpuRate, foreign }))
        }
        rows.push({
          label,
          cpuRate,
          buttonVisible: median(runs.map((run) => run.buttonVisible)),
          firstOption: median(runs.map((run) => run.firstOption)),
          heap: median(runs.map((run) => run.heap)),
        })
      }
    } finally {
      await server.close()
    }
  }
} finally {
  await browser.close()
}

console.log(
  `\nChromium, vite preview on 127.0.0.1, cold cache, median of ${RUNS} runs (ms from navigation start and from ` +
    'the click, measured in the page; heap after a forced GC with the modal open, MB = 10^6 bytes):\n',
)
console.log(
  '| page | CPU | button visible | click → first wallet option | JS heap, modal open |\n| --- | ---: | ---: | ---: | ---: |',
)
for (const row of rows) {
  console.log(
    `| ${row.label} | ${row.cpuRate}x | ${row.buttonVisible.toFixed(1)} ms | ${row.firstOption.toFixed(1)} ms | ` +
      `${(row.heap / 1e6).toFixed(2)} MB |`,
  )
}

console.log(`\nRequests that did not go to 127.0.0.1: ${foreign.size === 0 ? 'none' : foreign.size}`)
for (const url of [...foreign].sort()) console.log(`- ${url}`)
