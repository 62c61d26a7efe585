import { readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Metafile } from 'esbuild'
import { expect, it } from 'vitest'

// What a dApp's bundler puts in the modal's first chunk: this entry and everything it imports statically. Only
// the shell and the connect basics belong there; every other view is import()ed by the registry when shown. A
// static import of a lazy view anywhere on that graph (an export from this entry, say) silently makes its
// import() ineffective, so the check bundles the entry the way a dApp's bundler would and reads the graph.

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** The views the modal opens on, bundled with it (viewRegistry's eagerView entries). */
const CONNECT_BASICS = [
  'ConnectView',
  'AllWalletsView',
  'ConnectingExternalView',
  'ConnectingWalletConnectView',
  'ConnectingWalletConnectBasicView',
]

/** Every view folder with a view component (ViewFrame is the views' shared frame, not a view). */
const ALL_VIEWS = readdirSync(join(src, 'views')).filter((name) => name.endsWith('View'))

/** The source files (relative to src/, as esbuild names them) in the entry's chunk and in the chunks it imports statically. */
async function firstChunkSources(entry: string): Promise<Set<string>> {
  const { metafile } = await build({
    entryPoints: [join(src, entry)],
    absWorkingDir: src,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    write: false,
    outdir: join(src, '../node_modules/.cache/first-chunk'),
    metafile: true,
    logLevel: 'silent',
    // Other packages are not this package's chunks.
    plugins: [
      {
        name: 'external-packages',
        setup(bundle) {
          bundle.onResolve({ filter: /^[^./]/ }, () => ({ external: true }))
        },
      },
    ],
  })
  const outputs: Metafile['outputs'] = metafile.outputs
  // Each import()ed module is an entry point of its own; the entry asked for is the one named `entry`.
  const entryOutput = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === entry)
  const chunks = new Set<string>()
  const visit = (path: string) => {
    if (chunks.has(path)) return
    chunks.add(path)
    for (const imported of outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path)
    }
  }
  if (!entryOutput) throw new Error(`esbuild emitted no chunk for ${entry}`)
  visit(entryOutput)
  const sources = new Set<string>()
  for (const chunk of chunks) {
    for (const input of Object.keys(outputs[chunk]?.inputs ?? {})) {
      sources.add(input)
    }
  }
  return sources
}

it('the modal entry bundles the shell and the connect basics, and no other view', async () => {
  const sources = await firstChunkSources('exports/index.ts')
  expect(sources).toContain('modal/AppKitModal.tsx')
  const viewsIn = ALL_VIEWS.filter((view) => sources.has(`views/${view}/${view}.tsx`))
  expect(viewsIn.sort()).toEqual([...CONNECT_BASICS].sort())
  // A lazy view's stylesheet comes with its chunk, not with the shell.
  const lazyStylesIn = ALL_VIEWS.filter(
    (view) => !CONNECT_BASICS.includes(view) && sources.has(`views/${view}/${view}.styles.ts`),
  )
  expect(lazyStylesIn).toEqual([])
}, 30_000)
