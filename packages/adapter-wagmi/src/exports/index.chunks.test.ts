import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type OutputChunk, rolldown } from 'rolldown'
import { expect, it } from 'vitest'

// What a dApp's bundler loads up front for `import { WagmiAdapter }`: the entry chunk and the chunks it imports
// statically. Connecting belongs there; the wallet actions (balances, signing, sending, contract calls, ENS, the
// pending-transactions poller) are import()ed on first use, and with them viem's transaction preparation, ABI
// coding, contract constants and sha256. One static import of an action module, or of an action's viem or wagmi
// export into the eager code, silently pulls all of it back, so the check bundles the entry with rolldown (what
// Vite builds with; esbuild keeps every file a package's index reaches in the shared chunk, so it cannot tell)
// and reads the eager module graph.

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** The adapter's lazily loaded modules, relative to src/. */
const LAZY_SOURCES = [
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

/** Modules of viem, wagmi and @noble/hashes that only wallet actions need (module id suffixes). */
const ACTION_ONLY_DEPENDENCIES = [
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

/** The module ids in the entry's chunk and in the chunks it imports statically, and every module bundled. */
async function eagerModules(): Promise<{ eager: Set<string>; all: Set<string> }> {
  const bundle = await rolldown({
    input: join(src, 'exports/index.ts'),
    platform: 'browser',
    // The core is a package of its own with its own budget; React is the dApp's.
    external: [/^@org\//, /^react($|\/)/, /^react-dom($|\/)/],
    logLevel: 'silent',
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

it("the adapter's entry bundles connecting, and loads every wallet action and its dependencies on first use", async () => {
  const { eager, all } = await eagerModules()
  const has = (modules: Set<string>, suffix: string) => [...modules].some((id) => id.endsWith(suffix))

  // What reconnecting at page load needs stays eager.
  expect(has(eager, '/src/WagmiAdapter.ts')).toBe(true)
  expect(has(eager, '@wagmi/core/dist/esm/actions/reconnect.js')).toBe(true)
  expect(has(eager, '@wagmi/core/dist/esm/connectors/injected.js')).toBe(true)

  // The lazy modules are bundled (as chunks of their own) and none is eager.
  expect(LAZY_SOURCES.filter((path) => !has(all, `/src/${path}`))).toEqual([])
  expect(LAZY_SOURCES.filter((path) => has(eager, `/src/${path}`))).toEqual([])
  // So are the parts of viem and wagmi that only they use.
  expect(ACTION_ONLY_DEPENDENCIES.filter((suffix) => !has(all, suffix))).toEqual([])
  expect(ACTION_ONLY_DEPENDENCIES.filter((suffix) => has(eager, suffix))).toEqual([])
}, 60_000)
