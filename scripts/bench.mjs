#!/usr/bin/env node
// `pnpm bench`: figures, not tests (speed is never asserted in a test; the per-import budgets are checked by
// scripts/check-size.mjs in `pnpm lint`). Prints, as Markdown tables for the README:
// 1. the bundle cost per import (scripts/measureImport.mjs);
// 2. eager and total JS of each apps/bench page (Vite build): the AppKit quick start (`<appkit-button />`, the
//    defaults), the minimal AppKit page (`<AppKitButton />`), its twins with SolanaAdapter (Solana alone, EVM +
//    Solana) and a bare wagmi + viem page, on React 19 and 18, and what the modal's first load adds (the shell
//    and the connect views; other views are chunks of their own); then the Solana code in each import's bundle
//    and each page's build: none on a page or import without SolanaAdapter (the bench exits 1 otherwise);
// 3. in Chromium, a fresh context per run, RUNS runs per page at 1x and 4x CPU throttling, the pages' runs
//    interleaved (the machine's load drifts; interleaving spreads it over every page alike) in a balanced order
//    (scripts/balancedOrder.mjs: each page follows each other equally often): navigation → button
//    visible, the JS requested before it showed, click (2 s after the load) → first wallet option visible (in
//    the DOM, laid out, not hidden) and → the frame that shows it rendered (its style, layout and paint done: what
//    the visitor waits for), JS heap with the modal open (after a forced GC); median and, in brackets, the fastest
//    and slowest run;
// 4. per page, the origins off 127.0.0.1 it tried (the bench's browser fails them offline).
// The browser announces one wallet, 'Bench Wallet', over EIP-6963 and Wallet Standard (with Solana), as an
// extension serving both would, so every page lists it.
// Expects built packages (`pnpm bench` runs turbo's build first).
// 5. per page set against another (its `base`: the bare wagmi page for the AppKit pages), the button's delay
//    behind that page round by round: the median of the rounds' differences and a 90% bootstrap interval of it
//    (scripts/pairedDifference.mjs); an interval that holds a target says the runs cannot tell. Measured from
//    navigation start and from the document's start (the browser's commit before it varies by hundreds of ms
//    at 4x on a loaded machine), with the document's start itself. Not all of the time before it is the
//    browser's own: the requests of the HTML's modulepreload links are made before the first script runs.
// Options: `--runs 3` for a quick look (the README's figures use the default), `--pages quickstart,wagmi` for a
// subset, `--cpu 4` for one CPU rate (default 1,4), `--skip-build` to measure the pages' last builds as they are,
// `--page-rows 1000` to add that many rows of text to each page after its button showed (a dApp-sized page behind
// the modal: what an open does to the page is measured on that size).
import { parseArgs } from 'node:util'
import { balancedOrder } from './balancedOrder.mjs'
import { launchBenchBrowser, measureRun } from './bench-browser.mjs'
import { BENCH_PAGES, buildBenchPage, previewBenchPage } from './bench-pages.mjs'
import { isSolanaModule, kib, measureImport } from './measureImport.mjs'
import { median } from './median.mjs'
import { pairedDifference } from './pairedDifference.mjs'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    pages: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    'skip-imports': { type: 'boolean', default: false },
    cpu: { type: 'string', default: '1,4' },
    'page-rows': { type: 'string', default: '0' },
  },
})
const RUNS = Number(args.runs)
const PAGE_ROWS = Number(args['page-rows'])
const CPU_RATES = args.cpu.split(',').map(Number)
const wanted = args.pages?.split(',')
const pages = wanted ? BENCH_PAGES.filter(({ page }) => wanted.includes(page)) : BENCH_PAGES
/** The table label of a bench page. */
const labelOf = (page) => pages.find((entry) => entry.page === page)?.label

const imports = [
  { name: 'createCore', from: '@org/appkit-core' },
  { name: 'truncateAddress', from: '@org/appkit-core' },
  { name: 'Button', from: '@org/appkit-ui' },
  { name: 'QrCode', from: '@org/appkit-ui' },
  { name: 'WalletGrid', from: '@org/appkit-ui' },
  { name: 'WagmiAdapter', from: '@org/appkit-adapter-wagmi' },
  { name: 'createAppKit', from: '@org/appkit' },
  { name: 'AppKitButton', from: '@org/appkit/react' },
  { name: 'SolanaAdapter', from: '@org/appkit-adapter-solana' },
]
/** What holds Solana code: the adapter's import and the pages that import it; nothing else may. */
const SOLANA_IMPORTS = new Set(['@org/appkit-adapter-solana'])
/**
 * Lines saying where Solana code is and is not, printed after the page sizes; `solanaWrong`: Solana code where it
 * must not be, or none where SolanaAdapter is imported (then `isSolanaModule` no longer sees it, and every ✓
 * would be vacuous).
 */
const solanaReport = []
let solanaWrong = false
/** One line of that report: `solana` = the Solana modules found, `all` = every module, `expected` = some are due. */
function reportSolana(label, { solana, all, expected }) {
  const leak = !expected && solana.length > 0
  const unseen = expected && solana.length === 0
  solanaWrong ||= leak || unseen
  const found = solana.length === 0 ? `none of ${all} modules` : `${solana.length} of ${all} modules`
  const verdict = leak ? '✗ must be none' : unseen ? '✗ imports SolanaAdapter, so must be some' : '✓'
  solanaReport.push(`- ${label}: ${found} ${verdict}${expected && !unseen ? ' (imports SolanaAdapter)' : ''}`)
  if (leak) solanaReport.push(...solana.slice(0, 5).map((id) => `  - ${id}`))
}

if (!args['skip-imports']) {
  console.log(
    'Bundle cost per import (rolldown as in Vite 8, minified, React external; KiB; eager = without lazy chunks):\n',
  )
  console.log('| import | eager minified | eager gzip | total gzip |\n| --- | ---: | ---: | ---: |')
  for (const { name, from } of imports) {
    const { eager, total, moduleIds } = await measureImport({ name, from })
    reportSolana(`\`import { ${name} } from '${from}'\``, {
      solana: moduleIds.filter(isSolanaModule),
      all: moduleIds.length,
      expected: SOLANA_IMPORTS.has(from),
    })
    console.log(
      `| \`import { ${name} } from '${from}'\` | ${kib(eager.minified)} | ${kib(eager.gzip)} | ${kib(total.gzip)} |`,
    )
  }
}

console.log('\nPage JS (production Vite build; gzip KiB; eager = loaded by the HTML before anything runs):\n')
console.log(
  '| page | eager JS | modal, first load | total JS | chunks (eager / all) |\n| --- | ---: | ---: | ---: | ---: |',
)
const sizes = new Map()
for (const { page, label, solana } of pages) {
  const size = await buildBenchPage(page, { skipBuild: args['skip-build'] })
  sizes.set(page, size)
  const modal = size.modalGzip === undefined ? '—' : kib(size.modalGzip)
  console.log(
    `| ${label} | ${kib(size.eagerGzip)} | ${modal} | ${kib(size.totalGzip)} | ${size.eagerFiles} / ${size.totalFiles} |`,
  )
  if (size.moduleIds) {
    reportSolana(`page ${page}`, {
      solana: size.solanaModuleIds,
      all: size.moduleIds.length,
      expected: Boolean(solana),
    })
  } else {
    solanaReport.push(`- page ${page}: not checked (--skip-build: the last build's module list is not kept)`)
  }
}
for (const { page, label, base } of pages) {
  const [size, baseSize] = [sizes.get(page), sizes.get(base)]
  if (!baseSize) continue
  const plus = (bytes) => `${bytes < 0 ? '−' : '+'}${kib(Math.abs(bytes))}`
  console.log(
    `\n${label} against ${labelOf(base)}: ` +
      `${plus(size.eagerGzip - baseSize.eagerGzip)} KiB eager JS, ${plus(size.totalGzip - baseSize.totalGzip)} KiB total JS`,
  )
}
console.log(
  '\nSolana code (modules of @solana/*, @wallet-standard/* or packages/adapter-solana) in each bundle above, lazy ' +
    'chunks included; none where SolanaAdapter is not imported:\n',
)
console.log(solanaReport.join('\n'))
if (solanaWrong) {
  process.exitCode = 1
  console.error('\n✗ Solana code where SolanaAdapter is not imported, or none where it is (see above).')
}

/** runs[page][cpuRate] = the runs' results; foreign[page] = the origins off 127.0.0.1 the page tried. */
const runs = new Map(pages.map(({ page }) => [page, new Map(CPU_RATES.map((rate) => [rate, []]))]))
const foreign = new Map(pages.map(({ page }) => [page, new Set()]))
const servers = new Map()
const browser = await launchBenchBrowser()
try {
  for (const { page } of pages) servers.set(page, await previewBenchPage(page))
  for (const cpuRate of CPU_RATES) {
    for (let run = 0; run < RUNS; run += 1) {
      // Interleaved, each round in another order: every page follows every other equally often.
      const order = balancedOrder(pages.length, run).map((index) => pages[index])
      for (const { page } of order) {
        const result = await measureRun(browser, {
          url: servers.get(page).url,
          cpuRate,
          foreign: foreign.get(page),
          rows: PAGE_ROWS,
        })
        const gzipOfFile = sizes.get(page).gzipOfFile
        const files = [...new Set(result.scriptsBeforeButton)]
        runs
          .get(page)
          .get(cpuRate)
          .push({
            ...result,
            filesBeforeButton: files.length,
            gzipBeforeButton: files.reduce((bytes, file) => bytes + (gzipOfFile[file] ?? 0), 0),
          })
      }
    }
  }
} finally {
  for (const server of servers.values()) await server.close()
  await browser.close()
}

/** The median and, in brackets, the smallest and largest value, with `digits` decimals. */
function spread(values, digits = 1) {
  const fixed = (value) => value.toFixed(digits)
  return `${fixed(median(values))} (${fixed(Math.min(...values))}–${fixed(Math.max(...values))})`
}

console.log(
  `\nChromium, vite preview on 127.0.0.1, a fresh context per run, ${RUNS} runs per page and CPU rate, pages ` +
    'interleaved in a balanced order; median (fastest–slowest). ms from navigation start and from the click ' +
    '(2 s after the load event), measured in the page; JS before the button = the JS files requested before it ' +
    'showed (gzip KiB, files); painted = when the frame that showed the first wallet option was rendered (a ' +
    "user-blocking task posted from that frame's animation callbacks); heap after a forced GC with the modal " +
    'open 2.5 s, MB = 10^6 bytes' +
    (PAGE_ROWS > 0 ? `; ${PAGE_ROWS} rows of text added to each page before the click` : '') +
    ':\n',
)
console.log(
  '| page | CPU | button visible | JS before the button | click → first wallet option | … painted | ' +
    'JS heap, modal open |\n' +
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
)
for (const cpuRate of CPU_RATES) {
  for (const { page, label } of pages) {
    const results = runs.get(page).get(cpuRate)
    const pick = (key) => results.map((result) => result[key])
    const before = `${kib(median(pick('gzipBeforeButton')))} KiB, ${median(pick('filesBeforeButton'))} files`
    console.log(
      `| ${label} | ${cpuRate}x | ${spread(pick('buttonVisible'))} ms | ${before} | ` +
        `${spread(pick('firstOption'))} ms | ${spread(pick('firstOptionPainted'))} ms | ${spread(
          pick('heap').map((bytes) => bytes / 1e6),
          2,
        )} MB |`,
    )
  }
}

const paired = pages.filter(({ base }) => runs.has(base))
if (RUNS > 0 && paired.length > 0) {
  console.log(
    '\nButton visible, each page against the page it is set against: in each round the two pages load back to ' +
      "back, so the median of the rounds' differences leaves out the machine's drift between rounds; in " +
      'brackets, the 90% interval of that median over 2000 bootstrap resamples of the rounds. Measured from ' +
      "navigation start, from the document's start (when the bench's first script runs in the page, the " +
      "navigation committed; the requests of the page's modulepreload links come before it), and " +
      "the document's start itself:\n",
  )
  console.log(
    '| page | against | CPU | from navigation start | from the document start | document start |\n' +
      '| --- | --- | ---: | ---: | ---: | ---: |',
  )
  const signed = (ms) => `${ms < 0 ? '−' : '+'}${Math.abs(ms).toFixed(1)}`
  for (const cpuRate of CPU_RATES) {
    for (const { page, label, base } of paired) {
      const times = (name, time) => runs.get(name).get(cpuRate).map(time)
      const difference = (time) => {
        const { median: middle, low, high } = pairedDifference(times(page, time), times(base, time))
        return `${signed(middle)} ms (${signed(low)} to ${signed(high)})`
      }
      console.log(
        `| ${label} | ${labelOf(base)} | ${cpuRate}x | ${difference((run) => run.buttonVisible)} | ` +
          `${difference((run) => run.buttonVisible - run.documentStarted)} | ` +
          `${difference((run) => run.documentStarted)} |`,
      )
    }
  }
}

console.log('\nOrigins off 127.0.0.1 each page tried (failed offline in the bench):')
for (const { page, label } of pages) {
  const origins = [...foreign.get(page)].sort()
  console.log(`- ${label}: ${origins.length === 0 ? 'none' : origins.join(', ')}`)
}
