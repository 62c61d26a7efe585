// What one `import { x } from 'pkg'` costs a dApp: the import bundled, tree-shaken and minified for the browser
// with esbuild, React external (the dApp's own peer), code splitting on so a dynamic `import()` (the modal)
// stays a lazy chunk as it does in the dApp's bundler. Shared by `pnpm bench` (prints it) and
// scripts/check-size.mjs (fails on budgets), so both measure the same thing.
//
// Workspace packages resolve to their TypeScript sources (package.json `exports` `./dist/exports/x.js` →
// `./src/exports/x.ts`): the size check runs in `pnpm lint`, before turbo builds any dist, and must work on a
// fresh clone. Third-party packages resolve from the importing file's folder, as a dApp's would.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

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
 * adds every lazy chunk (`import()`ed on first use).
 *
 * @example const cost = await measureImport({ name: 'createAppKit', from: '@org/appkit' })
 */
export async function measureImport({ name, from }) {
  const packages = readWorkspacePackages()
  const result = await build({
    stdin: {
      contents: `import { ${name} } from '${from}'\nconsole.log(${name})\n`,
      resolveDir: root,
      loader: 'js',
    },
    plugins: [
      {
        name: 'workspace-sources',
        setup(bundle) {
          bundle.onResolve({ filter: /^@org\// }, (args) => {
            const path = resolveWorkspaceSource(packages, args.path)
            return path ? { path } : undefined
          })
        },
      },
    ],
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    outdir: join(root, 'node_modules/.cache/measure-import'),
    metafile: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    write: false,
    external: EXTERNAL,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  const files = new Map(result.outputFiles.map((file) => [file.path, file.contents]))
  const outputs = result.metafile.outputs
  const absolute = (path) => resolve(root, path)
  const entry = Object.keys(outputs).find((path) => outputs[path].entryPoint === '<stdin>')
  const eagerFiles = new Set()
  const visit = (path) => {
    if (eagerFiles.has(path)) return
    eagerFiles.add(path)
    for (const imported of outputs[path].imports) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path)
    }
  }
  visit(entry)
  const cost = { eager: { minified: 0, gzip: 0 }, total: { minified: 0, gzip: 0 } }
  for (const path of Object.keys(outputs)) {
    if (!path.endsWith('.js')) continue
    const bytes = files.get(absolute(path))
    const size = { minified: bytes.length, gzip: gzip(bytes) }
    for (const part of eagerFiles.has(path) ? [cost.eager, cost.total] : [cost.total]) {
      part.minified += size.minified
      part.gzip += size.gzip
    }
  }
  return cost
}

/** Bytes as KiB with one decimal, the unit of the README and the budgets. */
export const kib = (bytes) => (bytes / 1024).toFixed(1)
