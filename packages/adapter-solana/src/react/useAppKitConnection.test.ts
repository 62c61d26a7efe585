// @vitest-environment happy-dom
import { type CaipNetwork, type Core, createCore, createMemoryStorage } from '@org/appkit-core'
import { type SolanaDevnet, solanaDevnetAccounts, startSolanaDevnet } from '@org/appkit-devnet'
import { createSolanaDevWallet, registerSolanaDevWallet } from '@org/appkit-testing'
import { Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { act, renderHook, waitFor } from '@testing-library/react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SolanaAdapter } from '../SolanaAdapter.ts'
import { useAppKitConnection } from './useAppKitConnection.ts'

const [alice, bob] = [solanaDevnetAccounts[0]!, solanaDevnetAccounts[1]!]
/** What genesis gives every funded devnet account; nothing in this file sends from bob. */
const FUNDED_LAMPORTS = 10_000 * LAMPORTS_PER_SOL

// Two real devnets on free ports: the page's local network, and a second cluster to switch to.
let local: SolanaDevnet | undefined
let other: SolanaDevnet | undefined
beforeAll(async () => {
  ;[local, other] = await Promise.all([startSolanaDevnet(), startSolanaDevnet()])
}, 30_000)
afterAll(async () => {
  await Promise.all([local?.stop(), other?.stop()])
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

function newAdapter(): SolanaAdapter {
  const adapter = new SolanaAdapter({ storage: createMemoryStorage() })
  cleanups.push(() => adapter.destroy())
  return adapter
}

/** The local devnet as a dApp configures it (the `solanaLocal` preset's shape, on this file's ports). */
function localNetwork(): CaipNetwork {
  const { chainId, rpcUrl, wsUrl } = local!
  return {
    id: chainId.split(':')[1] as string,
    caipNetworkId: chainId,
    chainNamespace: 'solana',
    name: 'Solana Local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpcUrl], webSocket: [wsUrl] } },
    testnet: true,
  }
}

/**
 * The second devnet under Solana Devnet's CAIP-2 id (the core tells networks apart by id). Only the hook's
 * connection is read from it here; the adapter's own reads would refuse it, its genesis not being devnet's.
 */
function devnetNetwork(): CaipNetwork {
  return {
    id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    chainNamespace: 'solana',
    name: 'Solana Devnet',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [other!.rpcUrl], webSocket: [other!.wsUrl] } },
    testnet: true,
  }
}

let walletCount = 0

/** Renders the endpoint of the hook's connection. */
function Endpoint() {
  return useAppKitConnection().connection?.rpcEndpoint ?? 'none'
}

/** A core driving `adapter` as `createAppKit` does, with the Solana dev wallet connected through it. */
async function connectThroughCore(adapter: SolanaAdapter): Promise<Core> {
  walletCount += 1
  const wallet = await createSolanaDevWallet({
    secretKey: alice.secretKey,
    rpcUrl: local!.rpcUrl,
    clusterRpcUrls: { devnet: other!.rpcUrl },
    name: `Hook Wallet ${walletCount}`,
  })
  registerSolanaDevWallet(window, wallet)
  const core = createCore({
    projectId: 'test-project',
    networks: [localNetwork(), devnetNetwork()],
    adapters: [adapter],
    storage: createMemoryStorage(),
    features: { analytics: false },
    // Nothing leaves loopback: the hosted API is never reached from this test.
    fetch: () => Promise.reject(new Error('offline')),
  })
  cleanups.push(() => core.destroy())
  await core.start()
  const connector = core.connector.getConnector('solana', wallet.name)
  expect(connector?.type).toBe('ANNOUNCED')
  await core.connection.connect(connector!)
  expect(core.chain.getAccount('solana')?.address).toBe(wallet.address)
  return core
}

describe('useAppKitConnection', () => {
  it('is undefined before a network is known, then the active network’s Connection, which reads the devnet', async () => {
    const adapter = newAdapter()
    const { result } = renderHook(() => useAppKitConnection())
    expect(result.current).toEqual({ connection: undefined })

    await connectThroughCore(adapter)

    await waitFor(() => expect(result.current.connection).toBeDefined())
    const { connection } = result.current
    expect(connection).toBe(adapter.getConnection())
    expect(connection?.rpcEndpoint).toBe(local!.rpcUrl)
    expect(connection?.commitment).toBe('confirmed')
    expect(await connection?.getBalance(new PublicKey(bob.address))).toBe(FUNDED_LAMPORTS)
  })

  it('follows a network switch and back, keeping one Connection per network', async () => {
    const adapter = newAdapter()
    const core = await connectThroughCore(adapter)
    const { result } = renderHook(() => useAppKitConnection())
    const onLocal = result.current.connection
    expect(onLocal?.rpcEndpoint).toBe(local!.rpcUrl)
    // An account that holds lamports on the local devnet only, so a read shows which chain answered.
    const visitor = Keypair.generate().publicKey
    const airdrop = await onLocal!.requestAirdrop(visitor, 42_000_000)
    await onLocal!.confirmTransaction(airdrop, 'confirmed')
    expect(await onLocal!.getBalance(visitor)).toBe(42_000_000)

    await act(() => core.switchNetwork(devnetNetwork()))

    await waitFor(() => expect(result.current.connection?.rpcEndpoint).toBe(other!.rpcUrl))
    expect(await result.current.connection!.getBalance(visitor)).toBe(0)
    expect(await result.current.connection!.getBalance(new PublicKey(bob.address))).toBe(FUNDED_LAMPORTS)

    await act(() => core.switchNetwork(localNetwork()))

    await waitFor(() => expect(result.current.connection).toBe(onLocal))
    expect(await result.current.connection!.getBalance(visitor)).toBe(42_000_000)
  })

  it('renders once per change: a switch to the network already active does not re-render', async () => {
    const adapter = newAdapter()
    const core = await connectThroughCore(adapter)
    let renders = 0
    const { result } = renderHook(() => {
      renders += 1
      return useAppKitConnection()
    })
    const first = result.current
    const before = renders

    await act(() => core.switchNetwork(localNetwork()))

    expect(renders).toBe(before)
    expect(result.current).toBe(first)
  })

  it('reads the newest SolanaAdapter, and none once that one is destroyed', async () => {
    const older = newAdapter()
    await older.switchNetwork({ network: localNetwork() })
    const { result } = renderHook(() => useAppKitConnection())
    expect(result.current.connection).toBe(older.getConnection())

    const newer = newAdapter()
    await waitFor(() => expect(result.current.connection).toBeUndefined())
    await act(() => newer.switchNetwork({ network: devnetNetwork() }))
    expect(result.current.connection?.rpcEndpoint).toBe(other!.rpcUrl)
    // The older adapter's changes no longer reach the hook.
    await act(() => older.switchNetwork({ network: devnetNetwork() }))
    expect(result.current.connection).toBe(newer.getConnection())

    act(() => newer.destroy())
    expect(result.current.connection).toBeUndefined()
  })

  it('renders no connection on a server, whatever the adapter knows', async () => {
    const adapter = newAdapter()
    await adapter.switchNetwork({ network: localNetwork() })
    expect(renderToString(createElement(Endpoint))).toBe('none')
  })
})
