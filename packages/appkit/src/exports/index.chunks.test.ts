import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { collectEagerModules } from '@org/appkit-testing/bundle'
import { expect, it } from 'vitest'

// What a dApp's page loads before it renders for `createAppKit` and `<AppKitButton />`: the entry chunk and the
// chunks it imports statically. Only the state and the buttons belong there (issue #4: "only the button and the
// state are eager"); the core that drives the state (its controllers), WalletConnect, the modal's prefetch and
// mount, the account button and the `appkit-*` elements load right after, through import(). One static import of createCore or a controller anywhere on that graph silently puts
// them back on every page, so the check bundles a dApp's use of the package the way Vite does (rolldown), with
// the core resolved from its sources, and reads the eager module graph.

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
  'elements/createAppKitElementClass.ts',
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
]

/** A dApp's module as the bench page: createAppKit and the button, with the core from its sources. */
function eagerModules() {
  return collectEagerModules({
    entrySource: [
      `import { AppKitButton, createAppKit } from ${JSON.stringify(join(src, 'exports/react.ts'))}`,
      'console.log(createAppKit, AppKitButton)',
    ].join('\n'),
    alias: { '@org/appkit-core': join(coreSrc, 'exports/index.ts') },
    // Other packages are not this check's subject.
    external: [/^@org\/appkit-(ui|scaffold)/, /^react($|\/)/, /^react-dom($|\/)/, /^@walletconnect\//],
  })
}

it("a dApp's createAppKit and button bundle the state eagerly, and the core, its controllers and WalletConnect load after", async () => {
  const { eager, all } = await eagerModules()
  const has = (modules: Set<string>, path: string) => [...modules].some((id) => id.endsWith(path))

  // The state and the instance are eager.
  expect(has(eager, '/appkit/src/createAppKit.ts')).toBe(true)
  expect(has(eager, '/core/src/createCoreState.ts')).toBe(true)
  expect(has(eager, '/core/src/controllers/createChainState.ts')).toBe(true)

  // The rest is bundled (as chunks of its own), and none of it is eager.
  expect(LAZY_SOURCES.filter((path) => !has(all, `/appkit/src/${path}`))).toEqual([])
  expect(LAZY_SOURCES.filter((path) => has(eager, `/appkit/src/${path}`))).toEqual([])
  expect(LAZY_CORE_SOURCES.filter((path) => !has(all, `/core/src/${path}`))).toEqual([])
  expect(LAZY_CORE_SOURCES.filter((path) => has(eager, `/core/src/${path}`))).toEqual([])
}, 60_000)
