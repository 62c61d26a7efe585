import { createMemoryStorage, UserRejectedRequestError } from '@org/appkit-core'
import { solanaDevnetAccounts } from '@org/appkit-devnet'
import { createSolanaDevWallet, registerSolanaDevWallet } from '@org/appkit-testing'
import { recordEvents } from '@org/appkit-testing/adapter-contract'
import { getWallets } from '@wallet-standard/app'
import { describe, expect, it, vi } from 'vitest'
import { loadSolanaRuntime } from './loadSolanaRuntime.ts'
import { SOLANA_CONNECTOR_STORAGE_KEY, SolanaAdapter } from './SolanaAdapter.ts'
import { setUpSolanaSuite, verifyEd25519 } from './test/setUpSolanaSuite.ts'

const [alice, bob] = [solanaDevnetAccounts[0]!, solanaDevnetAccounts[1]!]
const suite = setUpSolanaSuite({ createSolanaDevWallet, registerSolanaDevWallet })

const newAdapter = (storage = createMemoryStorage()) => suite.track(new SolanaAdapter({ storage }))

describe('connectors', () => {
  it('lists every Wallet Standard wallet with a Solana chain as ANNOUNCED, also one that registers later', async () => {
    const early = await suite.openWallet({ secretKey: alice.secretKey })
    const adapter = newAdapter()
    const reported: string[][] = []
    const stop = adapter.watchConnectors((connectors) =>
      reported.push(connectors.map((connector) => connector.id)),
    )
    expect(await adapter.syncConnectors()).toContainEqual({
      id: early.name,
      name: early.name,
      type: 'ANNOUNCED',
      chain: 'solana',
      imageUrl: early.icon,
      installed: true,
    })
    const late = await suite.openWallet({ secretKey: bob.secretKey })
    expect(reported.at(-1)).toContain(late.name)
    expect((await adapter.syncConnectors()).map((connector) => connector.id)).toContain(late.name)
    stop()
  })

  it('leaves out wallets without a Solana chain (an EVM-only Wallet Standard wallet)', async () => {
    const evmOnly = await suite.openWallet({ secretKey: alice.secretKey })
    // The same wallet, claiming only an EVM chain.
    registerSolanaDevWallet(window, { ...evmOnly, name: 'EVM only', chains: ['eip155:1'] })
    const adapter = newAdapter()
    const ids = (await adapter.syncConnectors()).map((connector) => connector.id)
    expect(
      getWallets()
        .get()
        .map((wallet) => wallet.name),
    ).toContain('EVM only')
    expect(ids).not.toContain('EVM only')
    expect(ids).toContain(evmOnly.name)
  })
})

describe('connect, reconnect, disconnect', () => {
  it('connects with a prompt, stores the wallet, and reports the account on the requested network', async () => {
    const wallet = await suite.openWallet({ secretKey: alice.secretKey, policy: 'hang' })
    const storage = createMemoryStorage()
    const adapter = newAdapter(storage)
    const connecting = adapter.connect({ id: wallet.name, type: 'ANNOUNCED', network: suite.network() })
    await vi.waitFor(() => expect(wallet.pendingRequests).toHaveLength(1))
    expect(wallet.pendingRequests[0]).toEqual({ method: 'standard:connect', params: { silent: undefined } })
    wallet.approvePending()
    expect(await connecting).toEqual({
      address: alice.address,
      chainId: suite.network().id,
      accounts: [{ namespace: 'solana', address: alice.address, type: 'eoa' }],
    })
    expect(storage.getItem(SOLANA_CONNECTOR_STORAGE_KEY)).toBe(wallet.name)
  })

  it('reconnects after a reload with a silent connect, never a prompt', async () => {
    const wallet = await suite.openWallet({ secretKey: alice.secretKey })
    const storage = createMemoryStorage()
    await newAdapter(storage).connect({ id: wallet.name, type: 'ANNOUNCED', network: suite.network() })
    wallet.setPolicy('reject')
    const restored = await newAdapter(storage).reconnect({
      connectorId: wallet.name,
      network: suite.network(),
    })
    expect(restored?.address).toBe(alice.address)
    expect(wallet.requests.at(-1)).toEqual({ method: 'standard:connect', params: { silent: true } })
  })

  it('reconnect waits for a wallet that registers after the page loaded', async () => {
    const storage = createMemoryStorage([[SOLANA_CONNECTOR_STORAGE_KEY, 'Late Wallet']])
    const adapter = newAdapter(storage)
    const restoring = adapter.reconnect({ connectorId: 'Late Wallet', network: suite.network() })
    const wallet = await createSolanaDevWallet({
      secretKey: alice.secretKey,
      rpcUrl: suite.devnet.rpcUrl,
      name: 'Late Wallet',
      authorized: true,
    })
    registerSolanaDevWallet(window, wallet)
    expect((await restoring)?.address).toBe(alice.address)
  })

  it('restores nothing when the wallet no longer trusts the site, and forgets it', async () => {
    const wallet = await suite.openWallet({ secretKey: alice.secretKey })
    const storage = createMemoryStorage()
    await newAdapter(storage).connect({ id: wallet.name, type: 'ANNOUNCED', network: suite.network() })
    wallet.disconnectFromWallet()
    storage.setItem(SOLANA_CONNECTOR_STORAGE_KEY, wallet.name)
    await expect(newAdapter(storage).reconnect({ connectorId: wallet.name })).resolves.toBe(null)
    expect(storage.getItem(SOLANA_CONNECTOR_STORAGE_KEY)).toBe(null)
  })

  it('restores only the wallet this page connected: another trusting wallet stays disconnected', async () => {
    const wallet = await suite.openWallet({ secretKey: alice.secretKey, authorized: true })
    await expect(newAdapter().reconnect({ connectorId: wallet.name })).resolves.toBe(null)
    expect(wallet.requests).toEqual([])
    // Without a storage the adapter remembers nothing and restores the wallet the core asks for, still silently.
    const unremembered = suite.track(new SolanaAdapter({ storage: null }))
    expect((await unremembered.reconnect({ connectorId: wallet.name }))?.address).toBe(alice.address)
    expect(wallet.requests).toEqual([{ method: 'standard:connect', params: { silent: true } }])
  })

  it('disconnect lets the wallet go without reporting a wallet-side disconnect', async () => {
    const wallet = await suite.openWallet({ secretKey: alice.secretKey })
    const storage = createMemoryStorage()
    const adapter = newAdapter(storage)
    await adapter.connect({ id: wallet.name, type: 'ANNOUNCED' })
    const events = recordEvents(adapter)
    await adapter.disconnect({ connectorId: wallet.name })
    expect(wallet.requests.at(-1)?.method).toBe('standard:disconnect')
    expect(events.disconnect).toEqual([])
    expect(storage.getItem(SOLANA_CONNECTOR_STORAGE_KEY)).toBe(null)
    expect(adapter.getWalletProvider({ connectorId: wallet.name })).toBeUndefined()
  })

  it('connecting another wallet lets go of the first', async () => {
    const first = await suite.openWallet({ secretKey: alice.secretKey })
    const second = await suite.openWallet({ secretKey: bob.secretKey })
    const adapter = newAdapter()
    await adapter.connect({ id: first.name, type: 'ANNOUNCED' })
    await adapter.connect({ id: second.name, type: 'ANNOUNCED' })
    await vi.waitFor(() => expect(first.requests.at(-1)?.method).toBe('standard:disconnect'))
    expect(await adapter.getAccounts({ connectorId: first.name })).toEqual([])
    expect((await adapter.getAccounts({ connectorId: second.name }))[0]?.address).toBe(bob.address)
  })

  it('a wallet approving after the visitor chose another one is let go, and the newer choice stays', async () => {
    const slow = await suite.openWallet({ secretKey: alice.secretKey, policy: 'hang' })
    const quick = await suite.openWallet({ secretKey: bob.secretKey })
    const adapter = newAdapter()
    const abandoned = adapter.connect({ id: slow.name, type: 'ANNOUNCED' }).catch((error: unknown) => error)
    await vi.waitFor(() => expect(slow.pendingRequests).toHaveLength(1))
    await adapter.connect({ id: quick.name, type: 'ANNOUNCED' })
    slow.approvePending()
    expect(await abandoned).toMatchObject({ name: 'ConnectionFailedError' })
    expect((await adapter.getAccounts({ connectorId: quick.name }))[0]?.address).toBe(bob.address)
  })

  it('a declined connection rejects with UserRejectedRequestError (code 4001) and stores nothing', async () => {
    const wallet = await suite.openWallet({ secretKey: alice.secretKey, policy: 'reject' })
    const storage = createMemoryStorage()
    const error = await newAdapter(storage)
      .connect({ id: wallet.name, type: 'ANNOUNCED' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).code).toBe(4001)
    expect(storage.getItem(SOLANA_CONNECTOR_STORAGE_KEY)).toBe(null)
  })

  it('an unknown wallet id fails with ConnectionFailedError', async () => {
    await expect(newAdapter().connect({ id: 'Nope', type: 'ANNOUNCED' })).rejects.toMatchObject({
      name: 'ConnectionFailedError',
      connectorId: 'Nope',
      namespace: 'solana',
    })
  })
})

describe('wallet events', () => {
  it('an account switch in the wallet emits accountChanged with the new address; the provider follows it', async () => {
    const wallet = await suite.openWallet({ secretKey: alice.secretKey })
    const adapter = newAdapter()
    await adapter.connect({ id: wallet.name, type: 'ANNOUNCED', network: suite.network() })
    const events = recordEvents(adapter)
    await wallet.switchAccountFromWallet(bob.secretKey)
    expect(events.accountChanged).toEqual([
      {
        address: bob.address,
        chainId: suite.network().id,
        accounts: [{ namespace: 'solana', address: bob.address, type: 'eoa' }],
      },
    ])
    const provider = adapter.getWalletProvider({ connectorId: wallet.name })
    expect(provider?.publicKey?.toBase58()).toBe(bob.address)
    const { signature } = await adapter.signMessage({ message: 'as bob', address: bob.address })
    expect(await verifyEd25519({ address: bob.address, message: 'as bob', signature })).toBe(true)
  })

  it('the wallet disconnecting the dApp emits disconnect once and forgets the stored wallet', async () => {
    const wallet = await suite.openWallet({ secretKey: alice.secretKey })
    const storage = createMemoryStorage()
    const adapter = newAdapter(storage)
    await adapter.connect({ id: wallet.name, type: 'ANNOUNCED' })
    const events = recordEvents(adapter)
    wallet.disconnectFromWallet()
    expect(events.disconnect).toEqual([{ connectorId: wallet.name }])
    expect(storage.getItem(SOLANA_CONNECTOR_STORAGE_KEY)).toBe(null)
    expect(await adapter.getAccounts({ connectorId: wallet.name })).toEqual([])
  })
})

describe('networks', () => {
  it('switchNetwork changes the connection without asking the wallet', async () => {
    const wallet = await suite.openWallet({ secretKey: alice.secretKey })
    const adapter = newAdapter()
    await adapter.connect({ id: wallet.name, type: 'ANNOUNCED', network: suite.network() })
    const requests = wallet.requests.length
    expect(adapter.getConnection()?.rpcEndpoint).toBe(suite.devnet.rpcUrl)
    const other = {
      ...suite.network(),
      id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const,
      rpcUrls: { default: { http: ['http://127.0.0.1:1/devnet'] } },
    }
    await adapter.switchNetwork({ network: other, connectorId: wallet.name })
    expect(adapter.getConnection()?.rpcEndpoint).toBe('http://127.0.0.1:1/devnet')
    expect(wallet.requests).toHaveLength(requests)
  })

  it('watchConnection reports each new active connection once, until unsubscribed', async () => {
    const wallet = await suite.openWallet({ secretKey: alice.secretKey })
    const adapter = newAdapter()
    const reported: (string | undefined)[] = []
    const stop = adapter.watchConnection((connection) => reported.push(connection?.rpcEndpoint))

    await adapter.connect({ id: wallet.name, type: 'ANNOUNCED', network: suite.network() })
    // The same network again (another object, same id and URL) is the same connection: nothing to report.
    await adapter.switchNetwork({ network: { ...suite.network() }, connectorId: wallet.name })
    const other = {
      ...suite.network(),
      id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const,
      rpcUrls: { default: { http: ['http://127.0.0.1:1/devnet'] } },
    }
    await adapter.switchNetwork({ network: other, connectorId: wallet.name })
    expect(reported).toEqual([suite.devnet.rpcUrl, 'http://127.0.0.1:1/devnet'])

    stop()
    await adapter.switchNetwork({ network: suite.network(), connectorId: wallet.name })
    expect(reported).toHaveLength(2)
    expect(adapter.getConnection()?.rpcEndpoint).toBe(suite.devnet.rpcUrl)
  })

  it("getConnection uses connectionSettings and the network's WebSocket URL", async () => {
    const adapter = suite.track(new SolanaAdapter({ connectionSettings: 'finalized', storage: null }))
    // web3.js loads lazily (outside a browser, at the first asynchronous call): this test may run first.
    await loadSolanaRuntime()
    const connection = adapter.getConnection(suite.network())
    expect(connection?.commitment).toBe('finalized')
    expect(connection?.rpcEndpoint).toBe(suite.devnet.rpcUrl)
    // web3.js keeps the WebSocket URL private; it is what the network gives, not the HTTP port + 1.
    expect((connection as unknown as { _rpcWsEndpoint: string })._rpcWsEndpoint).toBe(suite.devnet.wsUrl)
    expect(adapter.getConnection()).toBeUndefined()
  })

  it('refuses a network whose RPC serves another cluster with NetworkNotFoundError', async () => {
    const adapter = newAdapter()
    const mislabelled = {
      ...suite.network(),
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const,
    }
    await expect(adapter.getBalance({ address: alice.address, network: mislabelled })).rejects.toMatchObject({
      name: 'NetworkNotFoundError',
      networkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    await expect(adapter.getBalance({ address: alice.address, network: suite.network() })).resolves.toEqual({
      balance: '10000',
      symbol: 'SOL',
    })
  })
})
