// The pages of `pnpm bench` (apps/bench): each built for production with Vite and weighed from its manifest.
// Eager JS is what the page's HTML loads before anything runs (the entry chunk and every chunk it imports
// statically, which Vite also modulepreloads); total JS is every chunk the build emitted, lazy ones included;
// the modal is what the first import of `@org/appkit-scaffold` adds to the eager JS (its chunk and the chunks
// those import statically: the shell and the connect views; every other view is a chunk of its own).
// Sizes are gzip as a server sends them, file by file.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, preview } from 'vite'

const benchDir = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/bench')

/** The pages, by folder under apps/bench, with the label the tables print. */
export const BENCH_PAGES = [
  // AppKit's documented quick start (issue 12): createAppKit with defaults and `<appkit-button />`; its hosted
  // services are answered offline by the bench's routing.
  { page: 'quickstart', label: 'AppKit quick start (`<appkit-button />`, defaults)' },
  { page: 'appkit', label: 'AppKit (createAppKit + WagmiAdapter + AppKitButton)' },
  { page: 'wagmi', label: 'bare wagmi + viem' },
  // The same pages on React 18 (the bench's own copy swapped in for every React import): the incumbents'
  // figures in issues 4 and 12 were taken on React 18, whose react-dom is about 19 KiB gzip smaller than 19's.
  { page: 'quickstart-react18', label: 'AppKit quick start, React 18' },
  { page: 'appkit-react18', label: 'AppKit, React 18' },
  { page: 'wagmi-react18', label: 'bare wagmi + viem, React 18' },
]

const configFile = (page) => join(benchDir, 'src', page, 'vite.config.ts')

/** The scaffold's entry as the page's manifest names it (built from its dist through the workspace link). */
const SCAFFOLD_ENTRY = /packages\/scaffold\/(dist|src)\/exports\/index\.(js|ts)$/

/**
 * Builds one page and returns the gzip bytes of its eager JS, of all its JS and of the modal's first load
 * (`modalGzip`, undefined on a page without the modal), and of each JS file by its URL path (`gzipOfFile`).
 * `skipBuild` weighs the page's last build as it is (`node scripts/bench.mjs --skip-build`).
 */
export async function buildBenchPage(page, { skipBuild = false } = {}) {
  if (!skipBuild) await build({ configFile: configFile(page), logLevel: 'error' })
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
  }
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
