import { setMaxListeners } from 'node:events'
import type { CaipNetwork } from '@org/appkit-core'
import { type SolanaDevnet, startSolanaDevnet } from '@org/appkit-devnet'
import { Connection, PublicKey } from '@solana/web3.js'
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest'
import { decodeBase58 } from '../encoding/base58.ts'
import type { SolanaAdapter } from '../SolanaAdapter.ts'

/**
 * The Solana dev wallet's two functions from `@org/appkit-testing`, which the test files import and pass in (a
 * helper that is not itself a test file may not import the private testing package).
 */
export interface SolanaDevWalletKit<P extends { rpcUrl: string; name?: string }, W> {
  createSolanaDevWallet(parameters: P): Promise<W>
  registerSolanaDevWallet(target: EventTarget, wallet: NoInfer<W>): void
}

export interface SolanaSuite<P, W> {
  /** The file's Solana devnet (LiteSVM on free loopback ports); throws before it has started. */
  readonly devnet: SolanaDevnet
  /** The devnet as a dApp configures it (the `solanaLocal` preset's shape, on this file's ports). */
  network(): CaipNetwork
  /** A web3.js connection to the devnet, for the test's own reads. */
  connection(): Connection
  /** A dev wallet registered for Wallet Standard discovery under a name no other wallet of the file has. */
  openWallet(parameters: Omit<P, 'rpcUrl' | 'name'>): Promise<W>
  /** Destroys `adapter` after the current test; returns it. */
  track<T extends SolanaAdapter>(adapter: T): T
  /** Resolves once the transaction landed without error. */
  waitForTransaction(signature: string): Promise<void>
  /** Lamports of an account. */
  lamports(address: string): Promise<bigint>
}

let walletCount = 0

/**
 * One real Solana devnet for the test file (started before its tests, stopped after), a `window` for Wallet Standard
 * discovery (the wallet registry listens on it from the first `getWallets()`), and the adapters a test tracked
 * destroyed after it. Call it at the top level of a test file.
 *
 * @example const suite = setUpSolanaSuite({ createSolanaDevWallet, registerSolanaDevWallet }); const wallet = await suite.openWallet({ secretKey })
 */
export function setUpSolanaSuite<P extends { rpcUrl: string; name?: string }, W>(
  devWallets: SolanaDevWalletKit<P, W>,
): SolanaSuite<P, W> {
  let devnet: SolanaDevnet | undefined
  let connection: Connection | undefined
  const adapters: SolanaAdapter[] = []
  // Wallet Standard keeps one registry per page; this file's page is one EventTarget for all its tests.
  const page = new EventTarget()
  // Each registered dev wallet listens on the page for the app-ready event: more than Node's default of 10.
  setMaxListeners(1_000, page)
  vi.stubGlobal('window', page)
  beforeAll(async () => {
    // No ports given: the OS picks free ones for HTTP and WebSocket (never the CLI's 8899/8900).
    devnet = await startSolanaDevnet()
    connection = new Connection(devnet.rpcUrl, { commitment: 'confirmed', wsEndpoint: devnet.wsUrl })
  }, 30_000)
  afterAll(async () => {
    await devnet?.stop()
  })
  afterEach(() => {
    for (const adapter of adapters.splice(0)) adapter.destroy()
  })

  const suite: SolanaSuite<P, W> = {
    get devnet() {
      if (!devnet) throw new Error('The devnet has not started yet: use it inside a test or a later hook')
      return devnet
    },
    network() {
      const { chainId, rpcUrl, wsUrl } = suite.devnet
      return {
        id: chainId.split(':')[1] as string,
        caipNetworkId: chainId as CaipNetwork['caipNetworkId'],
        chainNamespace: 'solana',
        name: 'Solana Local',
        nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
        rpcUrls: { default: { http: [rpcUrl], webSocket: [wsUrl] } },
        testnet: true,
      }
    },
    connection() {
      if (!connection) throw new Error('The devnet has not started yet')
      return connection
    },
    async openWallet(parameters) {
      walletCount += 1
      const wallet = await devWallets.createSolanaDevWallet({
        ...parameters,
        rpcUrl: suite.devnet.rpcUrl,
        name: `Dev Wallet ${walletCount}`,
      } as P)
      devWallets.registerSolanaDevWallet(window, wallet)
      return wallet
    },
    track(adapter) {
      adapters.push(adapter)
      return adapter
    },
    async waitForTransaction(signature) {
      await vi.waitFor(
        async () => {
          const { value } = await suite.connection().getSignatureStatuses([signature])
          expect(value[0]?.confirmationStatus).toMatch(/confirmed|finalized/)
          expect(value[0]?.err).toBe(null)
        },
        { timeout: 10_000, interval: 50 },
      )
    },
    async lamports(address) {
      return BigInt(await suite.connection().getBalance(new PublicKey(address)))
    },
  }
  return suite
}

/** Whether `signature` (base58) is `address`'s ed25519 signature of `message`, checked with WebCrypto. */
export async function verifyEd25519({
  address,
  message,
  signature,
}: {
  address: string
  message: string | Uint8Array
  signature: string
}): Promise<boolean> {
  const key = await crypto.subtle.importKey(
    'raw',
    new Uint8Array(new PublicKey(address).toBytes()),
    { name: 'Ed25519' },
    false,
    ['verify'],
  )
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : new Uint8Array(message)
  return crypto.subtle.verify({ name: 'Ed25519' }, key, new Uint8Array(decodeBase58(signature)), bytes)
}
