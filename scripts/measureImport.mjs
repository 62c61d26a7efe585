// What one `import { x } from 'pkg'` costs a dApp: the import bundled, tree-shaken and minified for the browser
// with rolldown (the bundler of Vite 8, which the bench pages use), React external (the dApp's own peer), code
// splitting on so a dynamic `import()` (the modal, the wallet actions) stays a lazy chunk as it does in the
// dApp's bundler. Shared by `pnpm bench` (prints it) and scripts/check-size.mjs (fails on budgets), so both
// measure the same thing. (esbuild, used before, puts every module a package's index re-exports into the eager
// chunk once any chunk uses it, so it could not see what our adapters load lazily from viem.)
//
// Workspace packages resolve to their TypeScript sources (package.json `exports` `./dist/exports/x.js` →
// `./src/exports/x.ts`): the size check runs in `pnpm lint`, before turbo builds any dist, and must work on a
// fresh clone. Third-party packages resolve from the importing file's folder, as a dApp's would.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { rolldown } from 'rolldown'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** The dApp's own peers: not part of what our import costs. */
const EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client']

/** `@org/appkit-core` → its package folder and `exports` map, for every package under packages/. */
function readWorkspacePackages() {
  const packages = new Map()
  const dir = join(root, 'packages')
  for (const name of readdirSync(dir)) {
    const manifestPath = join(dir, name, 'package.json')
    if (!existsSync(manifestPath)) continue
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
    packages.set(manifest.name, { dir: join(dir, name), exports: manifest.exports ?? {} })
  }
  return packages
}

/** The source file behind a workspace specifier (`@org/appkit/react` → packages/appkit/src/exports/react.ts). */
function resolveWorkspaceSource(packages, specifier) {
  for (const [name, pkg] of packages) {
    if (specifier !== name && !specifier.startsWith(`${name}/`)) continue
    const subpath = `.${specifier.slice(name.length)}`
    const target = pkg.exports[subpath]
    const built = typeof target === 'string' ? target : target?.import
    if (!built) throw new Error(`${specifier}: ${name} does not export ${subpath}`)
    const source = built.replace(/^\.\/dist\//, './src/').replace(/\.js$/, '')
    for (const extension of ['.ts', '.tsx']) {
      const path = join(pkg.dir, `${source}${extension}`)
      if (existsSync(path)) return path
    }
    throw new Error(`${specifier}: no source for ${built} in ${pkg.dir}`)
  }
  return undefined
}

const gzip = (bytes) => gzipSync(bytes).length

/**
 * Bundles `import { name } from specifier` (using `name`, so it cannot be shaken away) and returns its cost in
 * bytes: `eager` is the entry chunk and what it imports statically (what loading the import costs), `total`
 * adds every lazy chunk (`import()`ed on first use); and `moduleIds`, every module in any of its chunks (what
 * `isSolanaModule` is asked about).
 *
 * @example const cost = await measureImport({ name: 'createAppKit', from: '@org/appkit' })
 */
export async function measureImport({ name, from }) {
  const packages = readWorkspacePackages()
  const entryId = '\0measure-import-entry'
  const bundle = await rolldown({
    input: entryId,
    cwd: root,
    platform: 'browser',
    external: EXTERNAL,
    logLevel: 'silent',
    transform: { define: { 'process.env.NODE_ENV': '"production"' }, jsx: 'react-jsx' },
    plugins: [
      {
        name: 'measure-import-entry',
        resolveId(id) {
          if (id === entryId) return id
          return id.startsWith('@org/') ? resolveWorkspaceSource(packages, id) : undefined
        },
        load(id) {
          if (id !== entryId) return undefined
          return `import { ${name} } from '${from}'\nconsole.log(${name})\n`
        },
      },
    ],
  })
  try {
    const { output } = await bundle.generate({ format: 'esm', minify: true })
    const chunks = new Map(
      output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
    )
    const eagerFiles = new Set()
    const visit = (fileName) => {
      if (eagerFiles.has(fileName) || !chunks.has(fileName)) return
      eagerFiles.add(fileName)
      for (const imported of chunks.get(fileName).imports) visit(imported)
    }
    for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName)
    const cost = {
      eager: { minified: 0, gzip: 0 },
      total: { minified: 0, gzip: 0 },
      moduleIds: [...chunks.values()].flatMap((chunk) => chunk.moduleIds),
    }
    for (const [fileName, chunk] of chunks) {
      const bytes = Buffer.from(chunk.code)
      const size = { minified: bytes.length, gzip: gzip(bytes) }
      for (const part of eagerFiles.has(fileName) ? [cost.eager, cost.total] : [cost.total]) {
        part.minified += size.minified
        part.gzip += size.gzip
      }
    }
    return cost
  } finally {
    await bundle.close()
  }
}

/**
 * Whether a bundled module (its resolved path) is Solana code: a package of `@solana/*` or `@wallet-standard/*`
 * (only the Solana adapter uses them), or the Solana adapter's own source or dist. What no EVM-only import or
 * bench page may contain (size-budgets.json's `solanaFree` rows, the EVM pages of `pnpm bench`).
 *
 * @example isSolanaModule('/repo/node_modules/.pnpm/@solana+web3.js@1.99.0/node_modules/@solana/web3.js/lib/index.browser.esm.js') // true
 */
export const isSolanaModule = (id) =>
  /\/node_modules\/@(solana|wallet-standard)\/|\/packages\/adapter-solana\//.test(id.replaceAll('\\', '/'))

/** Bytes as KiB with one decimal, the unit of the README and the budgets. */
export const kib = (bytes) => (bytes / 1024).toFixed(1)
