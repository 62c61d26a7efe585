import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Metafile } from 'esbuild'
import { beforeAll, expect, it } from 'vitest'

// What a page that calls createCore downloads before anything runs: createCore.ts and everything it imports
// statically. The API layer and the send are import()ed on first use; one static import of
// them anywhere on that graph (a value import where a type import was meant, say) silently puts them back on
// every page. So the check bundles createCore the way a dApp's bundler does and reads the graph.
//
// The entry is createCore.ts, not the package index: the index also exports the API clients, and esbuild assigns
// a file to the entry's chunks when the entry reaches it at all, used or not (evanw/esbuild#3704), whereas the
// dApps' bundlers (Vite's rolldown, rollup, webpack) drop the unused re-exports of a `"sideEffects": false`
// package first.

const src = resolve(dirname(fileURLToPath(import.meta.url)))

/** Loaded on first use; none may be on createCore's static graph. */
const LAZY_MODULES = [
  'api/createFetcher.ts',
  'api/schema.ts',
  'api/ApiNetworkError.ts',
  'api/ApiTimeoutError.ts',
  'api/InvalidApiResponseError.ts',
  'api/NetworkNotSupportedError.ts',
  'api/createBlockchainApiClient.ts',
  'api/createAccountApi.ts',
  'api/createConvertApi.ts',
  'api/createOnrampApi.ts',
  'api/createProfileApi.ts',
  'api/createSessionsApi.ts',
  'api/createWalletRegistryClient.ts',
  'controllers/BlockchainApiController.ts',
  'controllers/createBlockchainApi.ts',
  'controllers/submitSend.ts',
  'controllers/submitAdapterSend.ts',
  'utils/getSendValidationError.ts',
  'errors/SendValidationError.ts',
  'adapters/sendThroughAdapter.ts',
]

/** What the button and a reconnect need at once: these stay on the static graph. */
const EAGER_MODULES = [
  'createCore.ts',
  'controllers/ConnectionController.ts',
  'controllers/createSendForm.ts',
  'controllers/createBlockchainApiState.ts',
  'api/createLazyFetcher.ts',
  'api/createAnalyticsClient.ts',
  'api/getWalletImagePath.ts',
  // Small, and a new address must clear the old name at once.
  'identity/createIdentitySync.ts',
]

let eager: Set<string>
let lazy: Set<string>

beforeAll(async () => {
  const { metafile } = await build({
    entryPoints: [join(src, 'createCore.ts')],
    absWorkingDir: src,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    outdir: join(src, '../node_modules/.cache/create-core-chunks'),
    metafile: true,
    logLevel: 'silent',
    // valtio is not this package's code.
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
  const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === 'createCore.ts')
  if (!entry) throw new Error('esbuild emitted no chunk for createCore.ts')
  const eagerChunks = new Set<string>()
  const visit = (path: string) => {
    if (eagerChunks.has(path)) return
    eagerChunks.add(path)
    for (const imported of outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path)
    }
  }
  visit(entry)
  const inputsOf = (chunks: string[]) =>
    new Set(chunks.flatMap((chunk) => Object.keys(outputs[chunk]?.inputs ?? {})))
  const all = Object.keys(outputs).filter((path) => path.endsWith('.js'))
  eager = inputsOf(all.filter((path) => eagerChunks.has(path)))
  lazy = inputsOf(all.filter((path) => !eagerChunks.has(path)))
}, 30_000)

it('createCore loads the API layer and the send on first use, not with the page', () => {
  expect(LAZY_MODULES.filter((path) => eager.has(path))).toEqual([])
  // They are in the lazy chunks: a renamed module fails here instead of passing the check above unseen.
  expect(LAZY_MODULES.filter((path) => !lazy.has(path))).toEqual([])
})

it('what the button and a reconnect need stays in the first chunk', () => {
  expect(EAGER_MODULES.filter((path) => !eager.has(path))).toEqual([])
})
