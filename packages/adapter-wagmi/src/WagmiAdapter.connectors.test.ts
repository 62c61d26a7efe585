import { ConnectionFailedError, createMemoryStorage } from '@org/appkit-core'
import { createDevWallet, type DevWallet, injectDevWallet } from '@org/appkit-testing'
import { createStorage, getBalance, getConnections, injected } from '@wagmi/core'
import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { devnetNetwork } from './test/devnetNetworks.ts'
import { installTestWindow } from './test/installTestWindow.ts'
import { setUpDevnetSuite } from './test/setUpDevnetSuite.ts'
import { WagmiAdapter, type WagmiAdapterParameters } from './WagmiAdapter.ts'

// Connector discovery and connecting through each kind of connector, against a real anvil devnet and the real
// dev wallet (injected as window.ethereum and/or announced with EIP-6963 on a test window).

const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='
const DEV_WALLET = { name: 'Dev Wallet', rdns: 'org.appkit.devwallet', icon: ICON }

const suite = setUpDevnetSuite()

function createWallet(): DevWallet {
  return createDevWallet({
    addressIndex: 0,
    chains: [{ id: suite.devnet.chainId, rpcUrl: suite.devnet.rpcUrl }],
  })
}

function createAdapter(parameters: Partial<WagmiAdapterParameters> = {}): WagmiAdapter {
  const adapter = new WagmiAdapter({
    projectId: 'test-project',
    networks: [devnetNetwork(suite.devnet.rpcUrl)],
    storage: createStorage({ storage: createMemoryStorage() }),
    pendingTransactionsFilter: { enable: false },
    ...parameters,
  })
  suite.track(adapter)
  return adapter
}

describe('connector discovery', () => {
  it('reports the injected Browser Wallet and an announced EIP-6963 wallet with its rdns and icon', async () => {
    const window = installTestWindow()
    injectDevWallet(window, createWallet(), { announce: DEV_WALLET })

    const connectors = await createAdapter().syncConnectors()

    expect(connectors).toEqual([
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155', installed: true },
      {
        id: 'org.appkit.devwallet',
        name: 'Dev Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: ICON,
        info: { rdns: 'org.appkit.devwallet' },
        installed: true,
      },
    ])
  })

  it('reports a wallet that announces itself after load through watchConnectors', async () => {
    const window = installTestWindow()
    const adapter = createAdapter()
    expect(await adapter.syncConnectors()).toEqual([
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155', installed: false },
    ])
    const reported: string[][] = []
    adapter.watchConnectors((connectors) => reported.push(connectors.map((c) => `${c.type}:${c.id}`)))
    // The extension loads a moment later (a macrotask after the page), as real ones do.
    await new Promise((resolve) => setTimeout(resolve, 10))

    injectDevWallet(window, createWallet(), {
      asWindowEthereum: false,
      announce: { name: 'Late Wallet', rdns: 'org.appkit.latewallet', icon: ICON },
    })

    expect(reported).toEqual([['INJECTED:injected', 'ANNOUNCED:org.appkit.latewallet']])
    expect((await adapter.syncConnectors()).map((c) => c.id)).toEqual(['injected', 'org.appkit.latewallet'])
  })

  it('reports the connectors the dApp passes in as EXTERNAL and connects through them', async () => {
    installTestWindow()
    const wallet = createWallet()
    const adapter = createAdapter({
      connectors: [
        injected({
          target: {
            id: 'devWalletExternal',
            name: 'Dev Wallet (external)',
            icon: ICON,
            provider: wallet as never,
          },
        }),
      ],
    })

    expect(await adapter.syncConnectors()).toEqual([
      {
        id: 'devWalletExternal',
        name: 'Dev Wallet (external)',
        type: 'EXTERNAL',
        chain: 'eip155',
        imageUrl: ICON,
      },
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155', installed: false },
    ])
    const connection = await adapter.connect({ id: 'devWalletExternal', type: 'EXTERNAL' })
    expect(connection.address).toBe(wallet.address)
    expect(connection.chainId).toBe(suite.devnet.chainId)
  })

  it('without a window (server rendering) reports only a Browser Wallet that is not installed', async () => {
    expect(typeof window).toBe('undefined')
    expect(await createAdapter().syncConnectors()).toEqual([
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155', installed: false },
    ])
  })
})

describe('connect', () => {
  it('connects an announced wallet on the requested network; wagmi actions on wagmiConfig see the same connection', async () => {
    const window = installTestWindow()
    const wallet = createWallet()
    injectDevWallet(window, wallet, { asWindowEthereum: false, announce: DEV_WALLET })
    const adapter = createAdapter()

    const connection = await adapter.connect({
      id: 'org.appkit.devwallet',
      type: 'ANNOUNCED',
      network: devnetNetwork(suite.devnet.rpcUrl),
    })

    const account = { namespace: 'eip155', address: wallet.address, type: 'eoa' }
    expect(connection).toEqual({
      address: wallet.address,
      chainId: suite.devnet.chainId,
      accounts: [account],
    })
    expect(await adapter.getAccounts({ connectorId: 'org.appkit.devwallet' })).toEqual([account])
    // The dApp's own wagmi hooks read this config: it holds the connection and reads the devnet.
    expect(getConnections(adapter.wagmiConfig)[0]?.accounts[0]).toBe(wallet.address)
    const balance = await getBalance(adapter.wagmiConfig, { address: wallet.address })
    expect(balance.value).toBeGreaterThan(parseEther('9000'))
  })

  it('connects the generic injected connector through window.ethereum', async () => {
    const window = installTestWindow()
    const wallet = createWallet()
    injectDevWallet(window, wallet)
    const adapter = createAdapter()

    const connection = await adapter.connect({ id: 'injected', type: 'INJECTED' })

    expect(connection.address).toBe(wallet.address)
    expect(wallet.isAuthorized).toBe(true)
    expect(wallet.requests.map((request) => request.method)).toContain('wallet_requestPermissions')
  })

  it('connecting an already connected wallet again returns its connection without a new prompt', async () => {
    const window = installTestWindow()
    const wallet = createWallet()
    injectDevWallet(window, wallet, { announce: DEV_WALLET })
    const adapter = createAdapter()
    const first = await adapter.connect({ id: 'org.appkit.devwallet', type: 'ANNOUNCED' })
    const prompts = wallet.requests.filter((request) => request.method === 'wallet_requestPermissions').length

    const second = await adapter.connect({ id: 'org.appkit.devwallet', type: 'ANNOUNCED' })

    expect(second).toEqual(first)
    expect(wallet.requests.filter((request) => request.method === 'wallet_requestPermissions')).toHaveLength(
      prompts,
    )
  })

  it('an unknown connector id fails with ConnectionFailedError', async () => {
    installTestWindow()
    const error = await createAdapter()
      .connect({ id: 'io.nowhere', type: 'ANNOUNCED' })
      .catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(ConnectionFailedError)
    expect((error as ConnectionFailedError).connectorId).toBe('io.nowhere')
  })
})
