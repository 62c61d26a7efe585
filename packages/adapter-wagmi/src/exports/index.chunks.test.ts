import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { collectEagerModules } from '@org/appkit-testing/bundle'
import { expect, it } from 'vitest'

// What a dApp's bundler loads up front for `import { WagmiAdapter }`: the entry chunk and the chunks it imports
// statically. The constructor's wagmi config (chains, transports, connectors) belongs there, with the adapter's
// synchronous methods. What ties the config to the core (the connector mapping, the connection and
// pending-transaction watchers, the WalletConnect connector) is import()ed when the core attaches (the bridge);
// everything else on first use (the runtime): connecting, restoring,
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
  // The bridge, loaded when the core attaches: connector mapping, watchers, the WalletConnect connector.
  'wagmiBridge.ts',
  'toCoreConnector.ts',
  'startAdapterWatchers.ts',
  'toAccounts.ts',
  'watchActiveConnection.ts',
  'createPendingTransactionsWatcher.ts',
  'createWalletConnectConnector.ts',
  // The runtime, loaded by the first flow.
  'wagmiRuntime.ts',
  'createAdapterFlows.ts',
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
  'actions/sendToken.ts',
  'actions/estimateSendFee.ts',
  'actions/encodeErc20Transfer.ts',
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

/** The @wagmi/core this run tests against (wagmi 3 or 2, see vitest.config.ts and vitest.wagmi2.config.ts). */
const wagmiCore = process.env.WAGMI_CORE_DIR

/** A dApp's module importing the adapter as the bench page does, bundled with the run's @wagmi/core. */
function eagerModules() {
  if (!wagmiCore)
    throw new Error('WAGMI_CORE_DIR is not set: run the tests through a vitest config of this package')
  return collectEagerModules({
    entrySource: `import { WagmiAdapter } from ${JSON.stringify(join(src, 'exports/index.ts'))}\nconsole.log(WagmiAdapter)\n`,
    alias: { '@wagmi/core': wagmiCore },
    // The core is a package of its own with its own budget; React is the dApp's.
    external: [/^@org\//, /^react($|\/)/, /^react-dom($|\/)/],
  })
}

it("a dApp's import of the adapter bundles its config, loads its bridge when the core attaches, and connecting, switching and every wallet action on first use", async () => {
  const { eager, all } = await eagerModules()
  const has = (modules: Set<string>, suffix: string) => [...modules].some((id) => id.endsWith(suffix))
  // The bundle holds the run's @wagmi/core and no other copy.
  const cores = new Set(
    [...all].filter((id) => id.includes('/@wagmi/core/')).map((id) => id.split('/dist/')[0]),
  )
  expect([...cores]).toEqual([wagmiCore?.replaceAll('\\', '/')])

  // What the constructor needs stays eager: the wagmi config with its connectors and storage.
  expect(has(eager, '/src/WagmiAdapter.ts')).toBe(true)
  expect(has(eager, '/src/createDefaultWagmiStorage.ts')).toBe(true)
  expect(has(eager, '/src/createTransports.ts')).toBe(true)
  expect(has(eager, '@wagmi/core/dist/esm/createConfig.js')).toBe(true)
  expect(has(eager, '@wagmi/core/dist/esm/createStorage.js')).toBe(true)
  expect(has(eager, '@wagmi/core/dist/esm/connectors/injected.js')).toBe(true)

  // The lazy modules are bundled (as chunks of their own) and none is eager.
  expect(LAZY_SOURCES.filter((path) => !has(all, `/src/${path}`))).toEqual([])
  expect(LAZY_SOURCES.filter((path) => has(eager, `/src/${path}`))).toEqual([])
  // So are the parts of viem and wagmi that only they use.
  expect(LAZY_ONLY_DEPENDENCIES.filter((suffix) => !has(all, suffix))).toEqual([])
  expect(LAZY_ONLY_DEPENDENCIES.filter((suffix) => has(eager, suffix))).toEqual([])
}, 60_000)
