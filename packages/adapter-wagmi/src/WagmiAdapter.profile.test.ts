import { type CaipNetwork, createCore, createMemoryStorage } from '@org/appkit-core'
import { devnetNames } from '@org/appkit-devnet'
import { createDevWallet, injectDevWallet } from '@org/appkit-testing'
import { createStorage } from '@wagmi/core'
import { describe, expect, it, vi } from 'vitest'
import { devnetNetwork } from './test/devnetNetworks.ts'
import { installTestWindow } from './test/installTestWindow.ts'
import { setUpDevnetSuite } from './test/setUpDevnetSuite.ts'
import { WagmiAdapter } from './WagmiAdapter.ts'

// ENS-style names and the wallet provider, against a real anvil devnet whose DevnetNames contract answers
// viem's universal-resolver calls, and the real dev wallet.

const RDNS = 'org.appkit.devwallet'
const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='

const suite = setUpDevnetSuite()

/** The devnet as a dApp configures it from the `devnet` preset: with its names contract. */
const namedDevnet = (): CaipNetwork => ({
  ...devnetNetwork(suite.devnet.rpcUrl),
  contracts: { ensUniversalResolver: { address: suite.devnet.namesAddress } },
})

function loadPage(networks: CaipNetwork[], addressIndex = 0) {
  const wallet = createDevWallet({
    addressIndex,
    chains: [{ id: suite.devnet.chainId, rpcUrl: suite.devnet.rpcUrl }],
  })
  injectDevWallet(installTestWindow(), wallet, { announce: { name: 'Dev Wallet', rdns: RDNS, icon: ICON } })
  const adapter = new WagmiAdapter({
    projectId: 'test-project',
    networks,
    storage: createStorage({ storage: createMemoryStorage() }),
    pendingTransactionsFilter: { enable: false },
  })
  suite.track(adapter)
  return { adapter, wallet }
}

const [alice, bob] = devnetNames
const account = (index: number) => {
  const found = suite.devnet.accounts[index]
  if (!found) throw new Error(`no devnet account ${index}`)
  return found.address
}

describe('getProfile', () => {
  it('reads the name and on-chain avatar of a named account', async () => {
    const { adapter } = loadPage([namedDevnet()])
    expect(await adapter.getProfile({ address: account(0), network: namedDevnet() })).toEqual({
      name: alice?.name,
      avatar: alice?.avatar,
    })
    expect((await adapter.getProfile({ address: account(1), network: namedDevnet() })).name).toBe(bob?.name)
  })

  it('answers no name for an account without one', async () => {
    const { adapter } = loadPage([namedDevnet()])
    expect(await adapter.getProfile({ address: account(7), network: namedDevnet() })).toEqual({
      name: null,
      avatar: null,
    })
  })

  it('answers no name when no configured network has a resolver', async () => {
    const plain = devnetNetwork(suite.devnet.rpcUrl)
    const { adapter } = loadPage([plain])
    expect(await adapter.getProfile({ address: account(0), network: plain })).toEqual({
      name: null,
      avatar: null,
    })
  })

  it('looks the name up on another configured network when the active one has no resolver', async () => {
    const other: CaipNetwork = {
      ...devnetNetwork(suite.devnet.rpcUrl),
      id: 31338,
      caipNetworkId: 'eip155:31338',
    }
    const { adapter } = loadPage([namedDevnet(), other])
    expect((await adapter.getProfile({ address: account(0), network: other })).name).toBe(alice?.name)
  })
})

describe('resolveName', () => {
  it('resolves a devnet name to its owner, with its avatar; an unknown name to nobody', async () => {
    const { adapter } = loadPage([namedDevnet()])
    expect(await adapter.resolveName({ name: bob?.name ?? '', network: namedDevnet() })).toEqual({
      address: account(1),
      avatar: bob?.avatar,
    })
    expect(await adapter.resolveName({ name: 'nobody.eth', network: namedDevnet() })).toEqual({
      address: null,
      avatar: null,
    })
  })
})

describe('through a real core', () => {
  it("a connected account shows its devnet name and avatar, and the dApp gets the wallet's provider", async () => {
    const { adapter, wallet } = loadPage([namedDevnet()])
    const core = createCore({
      projectId: 'test-project',
      networks: [namedDevnet()],
      adapters: [adapter],
      storage: createMemoryStorage(),
      features: { analytics: false },
      // The API is down: the name still comes from the chain, and nothing leaves loopback.
      fetch: () => Promise.reject(new Error('offline')),
    })
    try {
      await core.start()
      expect(core.getWalletProvider('eip155')).toBeUndefined()
      const connector = core.connector.getConnector('eip155', RDNS)
      if (!connector) throw new Error('the dev wallet did not announce itself')
      await core.connection.connect(connector)

      await vi.waitFor(() => expect(core.chain.getAccount('eip155')?.profileName).toBe(alice?.name))
      expect(core.chain.getAccount('eip155')?.profileImage).toBe(alice?.avatar)
      expect(core.getWalletProvider('eip155')).toBe(wallet)

      await core.connection.disconnect('eip155')
      expect(core.chain.getAccount('eip155')?.profileName).toBeUndefined()
      expect(core.getWalletProvider('eip155')).toBeUndefined()
    } finally {
      core.destroy()
    }
  })
})
