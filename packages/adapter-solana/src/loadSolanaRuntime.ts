/** What `loadSolanaRuntime` resolves with: web3.js and every part of the adapter that needs it at run time. */
export type SolanaRuntime = typeof import('./solanaRuntime.ts')

let loading: Promise<SolanaRuntime> | undefined
let loaded: SolanaRuntime | undefined

/**
 * Loads `@solana/web3.js` and the adapter's modules that use it, as one lazy chunk, once per page: every caller
 * shares the same `import()`. A failed load (a chunk the network dropped) is tried again on the next call.
 *
 * @example const { PublicKey } = await loadSolanaRuntime()
 */
export function loadSolanaRuntime(): Promise<SolanaRuntime> {
  loading ??= import('./solanaRuntime.ts').then(
    (runtime) => {
      loaded = runtime
      return runtime
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * The runtime once `loadSolanaRuntime` has loaded it, else undefined: for what must answer synchronously
 * (`getConnection`).
 *
 * @example getLoadedSolanaRuntime()?.createSolanaConnection(network)
 */
export function getLoadedSolanaRuntime(): SolanaRuntime | undefined {
  return loaded
}
