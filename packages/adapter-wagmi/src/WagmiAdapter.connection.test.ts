import {
  AdapterRequestFailedError,
  createCore,
  createMemoryStorage,
  type KeyValueStorage,
  NetworkNotFoundError,
  UserRejectedRequestError,
} from '@org/appkit-core'
import { createDevWallet, type DevWallet, injectDevWallet } from '@org/appkit-testing'
import { recordEvents } from '@org/appkit-testing/adapter-contract'
import { createStorage, getConnections, hydrate } from '@wagmi/core'
import { describe, expect, it, vi } from 'vitest'
import { switchWalletNetwork } from './connection/switchWalletNetwork.ts'
import { devnetNetwork, unknownToWalletNetwork } from './test/devnetNetworks.ts'
import { installTestWindow, type TestWindow } from './test/installTestWindow.ts'
import { setUpDevnetSuite } from './test/setUpDevnetSuite.ts'
import { WagmiAdapter } from './WagmiAdapter.ts'

// The connection lifecycle against a real anvil devnet and the real dev wallet: rejection, reconnect after a
// "reload", network switching (incl. the 4902 add path), and wallet-side changes reported as events.

const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='
const RDNS = 'org.appkit.devwallet'
const ANNOUNCE = { name: 'Dev Wallet', rdns: RDNS, icon: ICON }

const suite = setUpDevnetSuite()

const networkA = () => devnetNetwork(suite.devnet.rpcUrl)
const networkB = () => unknownToWalletNetwork(suite.devnet.rpcUrl)

function createWallet(options: { knowsNetworkB?: boolean } = {}): DevWallet {
  return createDevWallet({
    addressIndex: 0,
    chains: [
      { id: suite.devnet.chainId, rpcUrl: suite.devnet.rpcUrl },
      ...(options.knowsNetworkB ? [{ id: 31338, rpcUrl: suite.devnet.rpcUrl, name: 'Devnet B' }] : []),
    ],
  })
}

/** A page load: a fresh window where the extension announces itself, and an adapter over the given storage. */
function loadPage(wallet: DevWallet, storage: KeyValueStorage = createMemoryStorage()) {
  const window: TestWindow = installTestWindow()
  injectDevWallet(window, wallet, { announce: ANNOUNCE })
  const adapter = new WagmiAdapter({
    projectId: 'test-project',
    networks: [networkA(), networkB()],
    storage: createStorage({ storage }),
    pendingTransactionsFilter: { enable: false },
  })
  suite.track(adapter)
  return adapter
}

const prompts = (wallet: DevWallet) =>
  wallet.requests.filter((request) =>
    ['eth_requestAccounts', 'wallet_requestPermissions'].includes(request.method),
  ).length

describe('connect and reconnect', () => {
  it('a declined connection rejects with UserRejectedRequestError keeping code 4001', async () => {
    const wallet = createWallet()
    const adapter = loadPage(wallet)
    wallet.setPolicy('reject')

    const error = await adapter.connect({ id: RDNS, type: 'ANNOUNCED' }).catch((thrown: unknown) => thrown)

    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).code).toBe(4001)
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')
  })

  it('a fresh adapter over the same storage reconnects the stored connector without a prompt', async () => {
    const wallet = createWallet()
    const storage = createMemoryStorage()
    await loadPage(wallet, storage).connect({ id: RDNS, type: 'ANNOUNCED', network: networkA() })
    const promptsBefore = prompts(wallet)
    // Any prompt now would fail: a reconnect must not ask.
    wallet.setPolicy('reject')

    const connection = await loadPage(wallet, storage).reconnect({ connectorId: RDNS, network: networkA() })

    expect(connection).toEqual({
      address: wallet.address,
      chainId: suite.devnet.chainId,
      accounts: [{ namespace: 'eip155', address: wallet.address, type: 'eoa' }],
    })
    expect(prompts(wallet)).toBe(promptsBefore)
  })

  it('after disconnect a fresh adapter has nothing to restore, and its own disconnect emits no event', async () => {
    const wallet = createWallet()
    const storage = createMemoryStorage()
    const adapter = loadPage(wallet, storage)
    const events = recordEvents(adapter)
    await adapter.connect({ id: RDNS, type: 'ANNOUNCED' })

    await adapter.disconnect({ connectorId: RDNS })

    expect(adapter.wagmiConfig.state.status).toBe('disconnected')
    expect(events.disconnect).toEqual([])
    expect(await loadPage(wallet, storage).reconnect({ connectorId: RDNS })).toBeNull()
  })

  it('reconnect waits for a wallet that announces itself late, and gives null for one that never does', async () => {
    const wallet = createWallet()
    const storage = createMemoryStorage()
    await loadPage(wallet, storage).connect({ id: RDNS, type: 'ANNOUNCED' })
    const window = installTestWindow()
    const adapter = new WagmiAdapter({
      projectId: 'test-project',
      networks: [networkA()],
      storage: createStorage({ storage }),
      pendingTransactionsFilter: { enable: false },
    })
    suite.track(adapter)

    const restoring = adapter.reconnect({ connectorId: RDNS })
    setTimeout(() => injectDevWallet(window, wallet, { asWindowEthereum: false, announce: ANNOUNCE }), 50)

    expect((await restoring)?.address).toBe(wallet.address)
    const started = Date.now()
    expect(await adapter.reconnect({ connectorId: 'io.uninstalled' })).toBeNull()
    expect(Date.now() - started).toBeLessThan(3_000)
  })

  it('with ssr: true, reconnect waits for the page to hydrate (WagmiProvider mounting), then restores without a prompt', async () => {
    const wallet = createWallet()
    const storage = createMemoryStorage()
    await loadPage(wallet, storage).connect({ id: RDNS, type: 'ANNOUNCED', network: networkA() })
    const promptsBefore = prompts(wallet)
    wallet.setPolicy('reject')
    const window = installTestWindow()
    injectDevWallet(window, wallet, { announce: ANNOUNCE })
    const adapter = new WagmiAdapter({
      projectId: 'test-project',
      networks: [networkA()],
      storage: createStorage({ storage }),
      ssr: true,
      pendingTransactionsFilter: { enable: false },
    })
    suite.track(adapter)

    let settled = false
    const restoring = adapter.reconnect({ connectorId: RDNS }).finally(() => {
      settled = true
    })
    // Before hydration the stored connection is not read: the server's render and the first one agree.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(settled).toBe(false)
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')

    // What WagmiProvider does once mounted (its reconnectOnMount defaults to true).
    await hydrate(adapter.wagmiConfig, { reconnectOnMount: true }).onMount()

    expect((await restoring)?.address).toBe(wallet.address)
    expect(adapter.wagmiConfig.state.status).toBe('connected')
    expect(prompts(wallet)).toBe(promptsBefore)
  })
})

describe('switchNetwork', () => {
  it('the dev wallet rejects a chain it does not know with 4902', async () => {
    const wallet = createWallet()
    await expect(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    ).rejects.toMatchObject({ code: 4902 })
  })

  it('switches a wallet that knows the network with wallet_switchEthereumChain alone', async () => {
    const wallet = createWallet({ knowsNetworkB: true })
    const adapter = loadPage(wallet)
    await adapter.connect({ id: RDNS, type: 'ANNOUNCED', network: networkA() })

    await adapter.switchNetwork({ network: networkB(), connectorId: RDNS })

    expect(wallet.chainId).toBe(31338)
    expect(getConnections(adapter.wagmiConfig)[0]?.chainId).toBe(31338)
    const methods = wallet.requests.map((request) => request.method)
    expect(methods).toContain('wallet_switchEthereumChain')
    expect(methods).not.toContain('wallet_addEthereumChain')
  })

  it('on 4902 adds the network with its name, RPC URLs, currency and explorer, then uses it', async () => {
    const wallet = createWallet()
    const adapter = loadPage(wallet)
    await adapter.connect({ id: RDNS, type: 'ANNOUNCED', network: networkA() })

    await adapter.switchNetwork({ network: networkB(), connectorId: RDNS })

    const add = wallet.requests.find((request) => request.method === 'wallet_addEthereumChain')
    expect(add?.params).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Devnet B',
        nativeCurrency: { name: 'Devnet Ether', symbol: 'dETH', decimals: 18 },
        rpcUrls: [suite.devnet.rpcUrl],
        blockExplorerUrls: ['http://127.0.0.1/explorer-b'],
      },
    ])
    expect(wallet.chains.map((chain) => chain.id)).toContain(31338)
    expect(wallet.chainId).toBe(31338)
    expect(getConnections(adapter.wagmiConfig)[0]?.chainId).toBe(31338)
    // Back to a chain the wallet knew from the start: a plain switch.
    await adapter.switchNetwork({ network: networkA(), connectorId: RDNS })
    expect(wallet.chainId).toBe(suite.devnet.chainId)
  })

  it('a declined switch or add rejects with UserRejectedRequestError', async () => {
    const knows = createWallet({ knowsNetworkB: true })
    const knowing = loadPage(knows)
    await knowing.connect({ id: RDNS, type: 'ANNOUNCED', network: networkA() })
    knows.setPolicy('reject')
    await expect(knowing.switchNetwork({ network: networkB(), connectorId: RDNS })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )

    const unaware = createWallet()
    const adding = loadPage(unaware)
    await adding.connect({ id: RDNS, type: 'ANNOUNCED', network: networkA() })
    unaware.setPolicy('reject')
    const error = await adding
      .switchNetwork({ network: networkB(), connectorId: RDNS })
      .catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).code).toBe(4001)
    expect(unaware.chainId).toBe(suite.devnet.chainId)
  })

  it('a wallet that says yes to a switch but never moves fails in time, and a second switch works', async () => {
    const wallet = createWallet({ knowsNetworkB: true })
    let stuck = true
    // Answers wallet_switchEthereumChain with null and stays where it is, while `stuck`.
    const sayYes = new Proxy(wallet, {
      get(target, key) {
        if (key === 'request') {
          return (args: { method: string; params?: unknown }) =>
            stuck && args.method === 'wallet_switchEthereumChain'
              ? Promise.resolve(null)
              : target.request(args as never)
        }
        const value = Reflect.get(target, key, target)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    const adapter = loadPage(sayYes)
    await adapter.connect({ id: RDNS, type: 'ANNOUNCED', network: networkA() })

    // The adapter's limit is minutes, the wallet's prompt included; the same path with a short one.
    await expect(
      switchWalletNetwork(
        adapter.wagmiConfig,
        { network: networkB(), connectorId: RDNS },
        { intervalMs: 50, limitMs: 500 },
      ),
    ).rejects.toBeInstanceOf(AdapterRequestFailedError)
    expect(wallet.chainId).toBe(suite.devnet.chainId)

    stuck = false
    await adapter.switchNetwork({ network: networkB(), connectorId: RDNS })
    expect(wallet.chainId).toBe(31338)
    expect(getConnections(adapter.wagmiConfig)[0]?.chainId).toBe(31338)
  })

  it('a wallet that answers -32603 (invalid chain id) for a chain it lacks gets the chain added, then switches', async () => {
    const wallet = createWallet()
    // Such wallets say -32603 where others say 4902.
    const saysInvalid = new Proxy(wallet, {
      get(target, key) {
        if (key === 'request') {
          return (args: { method: string; params?: unknown }) =>
            target.request(args as never).catch((error: { code?: number }) => {
              if (args.method !== 'wallet_switchEthereumChain' || error.code !== 4902) throw error
              throw Object.assign(new Error('Invalid chain id'), { code: -32603 })
            })
        }
        const value = Reflect.get(target, key, target)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    const adapter = loadPage(saysInvalid)
    await adapter.connect({ id: RDNS, type: 'ANNOUNCED', network: networkA() })

    await adapter.switchNetwork({ network: networkB(), connectorId: RDNS })

    const methods = wallet.requests.map((request) => request.method)
    expect(methods.filter((method) => method === 'wallet_addEthereumChain')).toHaveLength(1)
    expect(methods.filter((method) => method === 'wallet_switchEthereumChain')).toHaveLength(2)
    expect(wallet.chainId).toBe(31338)
    expect(getConnections(adapter.wagmiConfig)[0]?.chainId).toBe(31338)
  })

  it('a network the adapter was not given fails with NetworkNotFoundError before asking the wallet', async () => {
    const wallet = createWallet()
    const adapter = loadPage(wallet)
    await adapter.connect({ id: RDNS, type: 'ANNOUNCED' })
    const mainnet = { ...networkA(), id: 1, caipNetworkId: 'eip155:1' as const, name: 'Ethereum' }
    const requests = wallet.requests.length

    await expect(adapter.switchNetwork({ network: mainnet, connectorId: RDNS })).rejects.toBeInstanceOf(
      NetworkNotFoundError,
    )
    expect(wallet.requests).toHaveLength(requests)
  })
})

describe('wallet-side changes', () => {
  it('switching account in the wallet emits accountChanged', async () => {
    const wallet = createWallet()
    const adapter = loadPage(wallet)
    await adapter.connect({ id: RDNS, type: 'ANNOUNCED' })
    const events = recordEvents(adapter)

    wallet.switchAccountFromWallet({ addressIndex: 1 })

    await vi.waitFor(() => expect(events.accountChanged).toHaveLength(1))
    expect(events.accountChanged[0]).toEqual({
      address: wallet.address,
      chainId: suite.devnet.chainId,
      accounts: [{ namespace: 'eip155', address: wallet.address, type: 'eoa' }],
    })
    expect(events.accountChanged[0]?.address).not.toBe(suite.devnet.accounts[0]?.address)
  })

  it('switching chain in the wallet emits chainChanged', async () => {
    const wallet = createWallet({ knowsNetworkB: true })
    const adapter = loadPage(wallet)
    await adapter.connect({ id: RDNS, type: 'ANNOUNCED' })
    const events = recordEvents(adapter)

    wallet.switchChainFromWallet(31338)

    await vi.waitFor(() => expect(events.chainChanged).toEqual([{ chainId: 31338 }]))
    expect(events.accountChanged).toEqual([])
  })

  it('disconnecting in the wallet emits disconnect with the connector id', async () => {
    const wallet = createWallet()
    const adapter = loadPage(wallet)
    await adapter.connect({ id: RDNS, type: 'ANNOUNCED' })
    const events = recordEvents(adapter)

    wallet.disconnectFromWallet()

    await vi.waitFor(() => expect(events.disconnect).toEqual([{ connectorId: RDNS }]))
    expect(await adapter.getAccounts({ connectorId: RDNS })).toEqual([])
  })

  it('drives a real core: connect, then the wallet changing chain and disconnecting update its state', async () => {
    const wallet = createWallet({ knowsNetworkB: true })
    const adapter = loadPage(wallet)
    const core = createCore({
      projectId: 'test-project',
      networks: [networkA(), networkB()],
      adapters: [adapter],
      storage: createMemoryStorage(),
      features: { analytics: false },
      // Nothing leaves loopback: the hosted API is never reached from this test.
      fetch: () => Promise.reject(new Error('offline')),
    })
    try {
      await core.start()
      const connector = core.connector.getConnector('eip155', RDNS)
      expect(connector?.type).toBe('ANNOUNCED')

      await core.connection.connect(connector!)
      expect(core.chain.getAccount('eip155')?.address).toBe(wallet.address)
      await vi.waitFor(() => expect(core.chain.getAccount('eip155')?.balance).toBe('10000'))

      wallet.switchChainFromWallet(31338)
      await vi.waitFor(() => expect(core.chain.getActiveNetwork('eip155')?.id).toBe(31338))

      wallet.disconnectFromWallet()
      await vi.waitFor(() => expect(core.connection.state.status.eip155).toBe('disconnected'))
    } finally {
      core.destroy()
    }
  })
})
