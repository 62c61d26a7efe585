// The pages of `pnpm bench` (apps/bench): each built for production with Vite and weighed from its manifest.
// Eager JS is what the page's HTML loads before anything runs (the entry chunk and every chunk it imports
// statically, which Vite also modulepreloads); total JS is every chunk the build emitted, lazy ones included;
// the modal is what the first import of `@org/appkit-scaffold` adds to the eager JS (its chunk and the chunks
// those import statically: the shell and the connect views; every other view is a chunk of its own).
// Sizes are gzip as a server sends them, file by file. Each build also lists the modules it bundled, so the bench
// can show that a page without SolanaAdapter has no Solana code (`isSolanaModule`).
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, preview } from 'vite'
import { isSolanaModule } from './measureImport.mjs'

const benchDir = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/bench')

/**
 * The pages, by folder under apps/bench, with the label the tables print; `solana`: the page imports
 * SolanaAdapter (a page without it must bundle no Solana code); `base`: the page it is set against (what the
 * difference costs).
 */
export const BENCH_PAGES = [
  // AppKit's documented quick start (issue 12): createAppKit with defaults and `<appkit-button />`; its hosted
  // services fail offline in the bench's browser.
  { page: 'quickstart', label: 'AppKit quick start (`<appkit-button />`, defaults)', base: 'wagmi' },
  { page: 'appkit', label: 'AppKit (createAppKit + WagmiAdapter + AppKitButton)', base: 'wagmi' },
  { page: 'wagmi', label: 'bare wagmi + viem' },
  // The appkit page's twins with SolanaAdapter (issue 14): Solana alone, and Solana beside EVM in one modal.
  { page: 'solana', label: 'AppKit Solana (createAppKit + SolanaAdapter + AppKitButton)', solana: true },
  {
    page: 'evm-solana',
    label: 'AppKit EVM + Solana (WagmiAdapter + SolanaAdapter)',
    solana: true,
    base: 'appkit',
  },
  // The same pages on React 18 (the bench's own copy swapped in for every React import): the incumbents'
  // figures in issues 4 and 12 were taken on React 18, whose react-dom is about 19 KiB gzip smaller than 19's.
  { page: 'quickstart-react18', label: 'AppKit quick start, React 18', base: 'wagmi-react18' },
  { page: 'appkit-react18', label: 'AppKit, React 18', base: 'wagmi-react18' },
  { page: 'wagmi-react18', label: 'bare wagmi + viem, React 18' },
  { page: 'solana-react18', label: 'AppKit Solana, React 18', solana: true },
]

const configFile = (page) => join(benchDir, 'src', page, 'vite.config.ts')

/** The scaffold's entry as the page's manifest names it (built from its dist through the workspace link). */
const SCAFFOLD_ENTRY = /packages\/scaffold\/(dist|src)\/exports\/index\.(js|ts)$/

/**
 * Builds one page and returns the gzip bytes of its eager JS, of all its JS and of the modal's first load
 * (`modalGzip`, undefined on a page without the modal), and of each JS file by its URL path (`gzipOfFile`); and
 * the modules the build bundled (`moduleIds`, every chunk's) with those that are Solana code (`solanaModuleIds`).
 * `skipBuild` weighs the page's last build as it is (`node scripts/bench.mjs --skip-build`); it has no module
 * list, so both are undefined.
 */
export async function buildBenchPage(page, { skipBuild = false } = {}) {
  const moduleIds = skipBuild
    ? undefined
    : bundledModules(await build({ configFile: configFile(page), logLevel: 'error' }))
  const outDir = join(benchDir, 'dist', page)
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'))
  const gzipOf = (file) => gzipSync(readFileSync(join(outDir, file))).length
  /** The files of `key`'s chunk and of every chunk it imports statically, added to `files`. */
  const collect = (key, files) => {
    const chunk = manifest[key]
    if (files.has(chunk.file)) return files
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) collect(imported, files)
    return files
  }
  const eager = new Set()
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, eager)
  const scaffoldKey = Object.keys(manifest).find((key) => SCAFFOLD_ENTRY.test(key))
  const modal = scaffoldKey
    ? [...collect(scaffoldKey, new Set())].filter((file) => !eager.has(file))
    : undefined
  const all = readdirSync(join(outDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`)
  const sum = (files) => files.reduce((bytes, file) => bytes + gzipOf(file), 0)
  return {
    eagerGzip: sum([...eager]),
    totalGzip: sum(all),
    modalGzip: modal ? sum(modal) : undefined,
    eagerFiles: eager.size,
    totalFiles: all.length,
    gzipOfFile: Object.fromEntries(all.map((file) => [`/${file}`, gzipOf(file)])),
    moduleIds,
    solanaModuleIds: moduleIds?.filter(isSolanaModule),
  }
}

/** Every module in the chunks of a Vite build's output (one output, or one per environment). */
function bundledModules(result) {
  const outputs = Array.isArray(result) ? result : [result]
  if (!outputs.every((output) => Array.isArray(output?.output))) {
    throw new Error('the bench page build returned no output to list its modules from')
  }
  const chunks = outputs.flatMap(({ output }) => output).filter((item) => item.type === 'chunk')
  return [...new Set(chunks.flatMap((chunk) => chunk.moduleIds))]
}

/** Serves a built page with `vite preview` on 127.0.0.1 (a free port); resolves with its URL and a closer. */
export async function previewBenchPage(page) {
  const server = await preview({
    configFile: configFile(page),
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
    logLevel: 'error',
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error(`vite preview of apps/bench/${page} has no local URL`)
  return { url, close: () => new Promise((done) => server.httpServer.close(done)) }
}
