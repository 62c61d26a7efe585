import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { collectEagerModules, type EagerModules } from '@org/appkit-testing/bundle'
import { expect, it } from 'vitest'

// What a dApp's page loads before it renders for `createAppKit` and `<AppKitButton />` (or AppKit's quick start:
// `createAppKit` and `<appkit-button />`): the entry chunk and the chunks it imports statically. Only what the
// button reads and paints belongs there (issue #4: "only the button and the state are eager"; since issue #12 the
// state's code is not either): `createAppKit` defines the `appkit-*` elements at once, and the painting of their
// connect button comes with them, so `<appkit-button />` paints as early as `<AppKitButton />`; their React
// renderer loads with the first element, and takes over once the page has painted. The hooks, the getters and the
// painted button read the state the instance starts from (getInitialAppKitView) until the state's code (valtio,
// the controllers' state) has loaded with the core's. The core that drives the state (its controllers),
// WalletConnect, the modal's prefetch and mount, and the account and network buttons load after, through
// import(). One static import of createCore or a controller anywhere on that graph silently puts them back on
// every page, so the check bundles a dApp's use of the package the way Vite does (rolldown), with the core
// resolved from its sources, and reads the eager module graph.

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const coreSrc = resolve(src, '../../core/src')

/** Modules of this package that load after the page has rendered. */
const LAZY_SOURCES = [
  'createAppKitCore.ts',
  'walletConnect/withWalletConnect.ts',
  'walletConnect/createWalletConnectClient.ts',
  'walletConnect/createUniversalAdapter.ts',
  'modal/createModalRuntime.ts',
  'modal/scheduleModalPrefetch.ts',
  'modal/createModalPrefetch.ts',
  'modal/warmUpModal.ts',
  'modal/mountModal.ts',
  'react/components/AppKitAccountButton.tsx',
  'react/components/AppKitNetworkButton.tsx',
]

/** What paints the disconnected `<appkit-button>`: eager, so the element does not wait for a chunk. */
const ELEMENT_SOURCES = [
  'elements/defineAppKitElementClasses.ts',
  'elements/createAppKitElementClass.ts',
  'elements/paintAppKitElement.ts',
]

/** The elements' React renderer and what only it uses: loaded with the first element. */
const ELEMENT_RENDERER_SOURCES = [
  'elements/createElementRenderer.tsx',
  'react/components/AppKitButton.tsx',
  'react/components/AppKitConnectButton.tsx',
  'react/components/ButtonShadowHost.tsx',
]

/** The state's code: it loads with the core's. */
const STATE_SOURCES = ['state/makeAppKitState.ts']
const CORE_STATE_SOURCES = [
  'createCoreState.ts',
  'controllers/createChainState.ts',
  'controllers/createConnectionState.ts',
  'controllers/OptionsController.ts',
  'controllers/ThemeController.ts',
]

/** What the getters and the painted button read before the state is made. */
const INITIAL_VIEW_SOURCES = [
  '/appkit/src/state/getInitialAppKitView.ts',
  '/core/src/controllers/initialChainState.ts',
]

/** The core's modules that only the core itself (not its state) needs. */
const LAZY_CORE_SOURCES = [
  'createCore.ts',
  'controllers/ChainController.ts',
  'controllers/ConnectionController.ts',
  'controllers/ConnectorController.ts',
  'controllers/ApiController.ts',
  'controllers/EventsController.ts',
  'controllers/ModalController.ts',
  'controllers/RouterController.ts',
  'controllers/SnackController.ts',
  'controllers/AlertController.ts',
  'controllers/createSendForm.ts',
  'identity/createIdentitySync.ts',
  // The constants only the core and the modal read: the options' defaults and the hosts' URLs are modules of
  // their own (constants/featureDefaults.ts, api/apiUrls.ts).
  'constants/defaults.ts',
  'constants/limits.ts',
  'api/apiConstants.ts',
]

/** A dApp's module importing `names` from `entry` (one of this package's entry points) and using them. */
function eagerModules(entry: string, names: string[]) {
  return collectEagerModules({
    entrySource: [
      `import { ${names.join(', ')} } from ${JSON.stringify(join(src, 'exports', entry))}`,
      `console.log(${names.join(', ')})`,
    ].join('\n'),
    // The subpath first: the bare name would also match it as a prefix.
    alias: {
      '@org/appkit-core/internal': join(coreSrc, 'exports/internal.ts'),
      '@org/appkit-core': join(coreSrc, 'exports/index.ts'),
    },
    // Other packages are not this check's subject.
    external: [/^@org\/appkit-(ui|scaffold)/, /^react($|\/)/, /^react-dom($|\/)/, /^@walletconnect\//],
  })
}

const has = (modules: Set<string>, path: string) => [...modules].some((id) => id.endsWith(path))

/**
 * Fails when the state's code is eager (or not bundled): it loads with the core's, and what the page reads before
 * comes from the options and the storage.
 */
function expectStateAfter({ eager, all }: { eager: Set<string>; all: Set<string> }) {
  expect(INITIAL_VIEW_SOURCES.filter((path) => !has(eager, path))).toEqual([])
  expect(STATE_SOURCES.filter((path) => has(eager, `/appkit/src/${path}`))).toEqual([])
  expect(STATE_SOURCES.filter((path) => !has(all, `/appkit/src/${path}`))).toEqual([])
  expect(CORE_STATE_SOURCES.filter((path) => has(eager, `/core/src/${path}`))).toEqual([])
  expect([...eager].filter((id) => id.includes('/valtio/'))).toEqual([])
}

/** Fails with the lazy modules that are eager (or not bundled at all). */
function expectLazyModulesAfter({ eager, all }: { eager: Set<string>; all: Set<string> }) {
  // The rest is bundled (as chunks of its own), and none of it is eager.
  expect(LAZY_SOURCES.filter((path) => !has(all, `/appkit/src/${path}`))).toEqual([])
  expect(LAZY_SOURCES.filter((path) => has(eager, `/appkit/src/${path}`))).toEqual([])
  expect(LAZY_CORE_SOURCES.filter((path) => !has(all, `/core/src/${path}`))).toEqual([])
  expect(LAZY_CORE_SOURCES.filter((path) => has(eager, `/core/src/${path}`))).toEqual([])
}

it("a dApp's createAppKit and button bundle what they read eagerly, and the state, the core, its controllers and WalletConnect load after", async () => {
  const modules = await eagerModules('react.ts', ['AppKitButton', 'createAppKit'])

  expect(has(modules.eager, '/appkit/src/react/createAppKit.ts')).toBe(true)
  expect(has(modules.eager, '/appkit/src/createAppKitInstance.ts')).toBe(true)
  expect(has(modules.eager, '/appkit/src/react/useAppKitView.ts')).toBe(true)
  expectStateAfter(modules)
  expectLazyModulesAfter(modules)
}, 60_000)

it('the quick start (createAppKit and <appkit-button />) bundles the element and the painting of its connect button eagerly, and its React renderer after', async () => {
  // `<appkit-button />` in JSX compiles to a string tag: the page imports only createAppKit.
  const modules = await eagerModules('react.ts', ['createAppKit'])

  expect(ELEMENT_SOURCES.filter((path) => !has(modules.eager, `/appkit/src/${path}`))).toEqual([])
  expect(ELEMENT_RENDERER_SOURCES.filter((path) => !has(modules.all, `/appkit/src/${path}`))).toEqual([])
  expect(ELEMENT_RENDERER_SOURCES.filter((path) => has(modules.eager, `/appkit/src/${path}`))).toEqual([])
  expectStateAfter(modules)
  expectLazyModulesAfter(modules)
}, 60_000)

/** What the lazy chunk holding `path` (a module of this package) imports statically. */
function importsOfChunkWith(lazyChunks: EagerModules['lazyChunks'], path: string) {
  const chunk = lazyChunks.find(({ moduleIds }) => moduleIds.some((id) => id.endsWith(`/appkit/src/${path}`)))
  if (!chunk) throw new Error(`no lazy chunk holds ${path}`)
  return chunk.imports
}

it("the React entry's elements render through the page's own react-dom client, not one their lazy chunk imports", async () => {
  // The elements' renderer chunk importing react-dom's client (which the page's first load has) made rolldown keep
  // React in an eager file of its own: the quick start loaded 4 files before its button instead of 3.
  const react = await eagerModules('react.ts', ['createAppKit'])
  expect(importsOfChunkWith(react.lazyChunks, 'elements/createElementRenderer.tsx')).not.toContain(
    'react-dom/client',
  )
  expect(has(react.all, '/appkit/src/elements/standaloneElementRenderer.ts')).toBe(false)

  // The framework-free entry's page may have no React: its elements load react-dom's client with their renderer.
  const frameworkFree = await eagerModules('index.ts', ['createAppKit'])
  expect(importsOfChunkWith(frameworkFree.lazyChunks, 'elements/standaloneElementRenderer.ts')).toContain(
    'react-dom/client',
  )
  expect(has(frameworkFree.eager, '/appkit/src/elements/standaloneElementRenderer.ts')).toBe(false)
}, 60_000)
