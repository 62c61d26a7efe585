import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type OutputChunk, rolldown } from 'rolldown'
import { expect, it } from 'vitest'

// What a dApp's bundler loads up front for `import { WagmiAdapter }`: the entry chunk and the chunks it imports
// statically. The constructor's wagmi config (chains, transports, connectors) and its watchers belong there, with
// the adapter's synchronous methods. Everything else is import()ed on first use: connecting, restoring,
// disconnecting and switching (./connection/*, with wagmi's connect, reconnect, disconnect and switchChain
// actions), the WalletConnect connector's methods, the error mapping, and the wallet actions (balances, signing,
// sending, contract calls, ENS, the pending-transactions poller) with viem's transaction preparation, ABI coding,
// contract constants and sha256. One static import of a lazy module, or of one of its viem or wagmi exports into
// the eager code, silently pulls it back, so the check bundles a dApp's import with rolldown (what Vite builds
// with; esbuild keeps every file a package's index reaches in the shared chunk, so it cannot tell) and reads the
// eager module graph.

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** The adapter's lazily loaded modules, relative to src/. */
const LAZY_SOURCES = [
  'connection/connectWallet.ts',
  'connection/disconnectWallet.ts',
  'connection/reconnectWallet.ts',
  'connection/switchWalletNetwork.ts',
  'connection/connectionOf.ts',
  'connection/disconnectOthers.ts',
  'connection/quietly.ts',
  'connection/rememberProvider.ts',
  'waitForConnector.ts',
  'waitForHydration.ts',
  'waitForSettledStatus.ts',
  'toAddEthereumChainParameter.ts',
  'errors/toCoreError.ts',
  'errors/UnrecognizedChainError.ts',
  'walletConnect/createWalletConnectMethods.ts',
  'actions/readBalance.ts',
  'actions/signMessage.ts',
  'actions/sendTransaction.ts',
  'actions/estimateGas.ts',
  'actions/writeContract.ts',
  'actions/toWalletTransaction.ts',
  'actions/watchNewestPendingTransaction.ts',
  'readEnsProfile.ts',
  'resolveEnsName.ts',
]

/** Modules of viem, wagmi and @noble/hashes that only the lazy modules need (module id suffixes). */
const LAZY_ONLY_DEPENDENCIES = [
  '@wagmi/core/dist/esm/actions/connect.js',
  '@wagmi/core/dist/esm/actions/reconnect.js',
  '@wagmi/core/dist/esm/actions/disconnect.js',
  '@wagmi/core/dist/esm/actions/switchChain.js',
  'viem/_esm/actions/wallet/sendTransaction.js',
  'viem/_esm/actions/wallet/prepareTransactionRequest.js',
  'viem/_esm/actions/wallet/signMessage.js',
  'viem/_esm/actions/wallet/writeContract.js',
  'viem/_esm/actions/public/estimateGas.js',
  'viem/_esm/actions/public/readContract.js',
  'viem/_esm/actions/public/getBalance.js',
  'viem/_esm/actions/public/watchPendingTransactions.js',
  'viem/_esm/constants/abis.js',
  'viem/_esm/constants/contracts.js',
  'viem/_esm/utils/abi/encodeFunctionData.js',
  'viem/_esm/utils/abi/decodeAbiParameters.js',
  'viem/_esm/errors/contract.js',
  '@wagmi/core/dist/esm/actions/sendTransaction.js',
  '@wagmi/core/dist/esm/actions/readContract.js',
  '@noble/hashes/esm/sha2.js',
]

/** A dApp's own module importing the adapter as the bench page does; module ids start with `\0` when virtual. */
const DAPP_ENTRY = '\0dapp-entry'

/** The module ids in the entry's chunk and in the chunks it imports statically, and every module bundled. */
async function eagerModules(): Promise<{ eager: Set<string>; all: Set<string> }> {
  const bundle = await rolldown({
    input: DAPP_ENTRY,
    platform: 'browser',
    // The core is a package of its own with its own budget; React is the dApp's.
    external: [/^@org\//, /^react($|\/)/, /^react-dom($|\/)/],
    logLevel: 'silent',
    plugins: [
      {
        name: 'dapp-entry',
        resolveId: (id) => (id === DAPP_ENTRY ? id : undefined),
        // Used, so it cannot be shaken away; the package's other exports are the dApp's to import or not.
        load: (id) =>
          id === DAPP_ENTRY
            ? `import { WagmiAdapter } from ${JSON.stringify(join(src, 'exports/index.ts'))}\nconsole.log(WagmiAdapter)\n`
            : undefined,
      },
    ],
  })
  try {
    const { output } = await bundle.generate({ format: 'esm' })
    const chunks = output.filter((item): item is OutputChunk => item.type === 'chunk')
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
    const eagerFiles = new Set<string>()
    const visit = (chunk: OutputChunk | undefined) => {
      if (!chunk || eagerFiles.has(chunk.fileName)) return
      eagerFiles.add(chunk.fileName)
      for (const imported of chunk.imports) visit(byFile.get(imported))
    }
    for (const chunk of chunks) if (chunk.isEntry) visit(chunk)
    const eager = new Set<string>()
    const all = new Set<string>()
    for (const chunk of chunks) {
      for (const id of chunk.moduleIds) {
        const normalized = id.replaceAll('\\', '/')
        all.add(normalized)
        if (eagerFiles.has(chunk.fileName)) eager.add(normalized)
      }
    }
    return { eager, all }
  } finally {
    await bundle.close()
  }
}

it("a dApp's import of the adapter bundles its config and watchers, and loads connecting, switching and every wallet action on first use", async () => {
  const { eager, all } = await eagerModules()
  const has = (modules: Set<string>, suffix: string) => [...modules].some((id) => id.endsWith(suffix))

  // What the constructor needs stays eager: the wagmi config with its connectors, and the connection watcher.
  expect(has(eager, '/src/WagmiAdapter.ts')).toBe(true)
  expect(has(eager, '/src/createWalletConnectConnector.ts')).toBe(true)
  expect(has(eager, '@wagmi/core/dist/esm/createConfig.js')).toBe(true)
  expect(has(eager, '@wagmi/core/dist/esm/connectors/injected.js')).toBe(true)
  expect(has(eager, '@wagmi/core/dist/esm/actions/watchConnection.js')).toBe(true)

  // The lazy modules are bundled (as chunks of their own) and none is eager.
  expect(LAZY_SOURCES.filter((path) => !has(all, `/src/${path}`))).toEqual([])
  expect(LAZY_SOURCES.filter((path) => has(eager, `/src/${path}`))).toEqual([])
  // So are the parts of viem and wagmi that only they use.
  expect(LAZY_ONLY_DEPENDENCIES.filter((suffix) => !has(all, suffix))).toEqual([])
  expect(LAZY_ONLY_DEPENDENCIES.filter((suffix) => has(eager, suffix))).toEqual([])
}, 60_000)
