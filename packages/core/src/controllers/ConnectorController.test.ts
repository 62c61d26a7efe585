import { describe, expect, it } from 'vitest'
import { createMockAdapter } from '../adapters/createMockAdapter.ts'
import { createMemoryStorage } from '../storage/createMemoryStorage.ts'
import { createStorageKeys, type RecentWallet } from '../storage/createStorageKeys.ts'
import type { Connector } from '../types/Connector.ts'
import type { WalletListItem } from '../utils/sortConnectors.ts'
import {
  type ConnectorOptions,
  createConnectorController,
  type WalletRegistryView,
} from './ConnectorController.ts'

const WC: Connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }
const METAMASK: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  explorerId: 'c57ca95b',
  info: { rdns: 'io.metamask' },
}
const BROWSER: Connector = {
  id: 'injected',
  name: 'Browser Wallet',
  type: 'INJECTED',
  chain: 'eip155',
  installed: true,
}
const COINBASE: Connector = {
  id: 'coinbaseWallet',
  name: 'Coinbase Wallet',
  type: 'EXTERNAL',
  chain: 'eip155',
}
const AUTH: Connector = { id: 'ID_AUTH', name: 'Email', type: 'AUTH', chain: 'eip155' }
const PHANTOM: Connector = {
  id: 'app.phantom',
  name: 'Phantom',
  type: 'ANNOUNCED',
  chain: 'solana',
  info: { rdns: 'app.phantom' },
}
const TRUST: WalletListItem = { id: '4622a2b2', name: 'Trust Wallet' }
const ZERION: WalletListItem = { id: 'ecc4036f', name: 'Zerion' }
const LEDGER: WalletListItem = { id: '19177a98', name: 'Ledger Live' }
const RAINBOW: RecentWallet = { id: '1ae92b26', name: 'Rainbow' }

/** Live options and registry the test can change, memory storage, and a platform flag. */
function setup(
  initial: {
    options?: ConnectorOptions
    registry?: Partial<WalletRegistryView>
    recent?: RecentWallet[]
  } = {},
) {
  const storage = createStorageKeys(createMemoryStorage())
  if (initial.recent) storage.recentWallets.set(initial.recent)
  const options: ConnectorOptions = { ...initial.options }
  const registry: WalletRegistryView = { featured: [], recommended: [], excluded: [], ...initial.registry }
  const platform = { mobile: false }
  const controller = createConnectorController({
    getOptions: () => options,
    getWalletRegistry: () => registry,
    storage,
    isMobile: () => platform.mobile,
  })
  return { controller, options, registry, platform, storage }
}

const rows = (list: ReturnType<ReturnType<typeof setup>['controller']['getConnectorList']>) =>
  list.map((entry) => `${entry.kind}:${entry.wallet?.name ?? entry.connectors[0]?.name}`)

describe('ConnectorController: the connector list (spec §2, §3, §5)', () => {
  it('merges adapter connectors with recent, featured, custom and recommended wallets in the default order', () => {
    const { controller } = setup({
      options: {
        featuredWalletIds: [ZERION.id, TRUST.id],
        customWallets: [
          {
            id: 'my-wallet',
            name: 'My Wallet',
            image_url: 'https://img.example/w.png',
            mobile_link: 'mywallet://',
          },
        ],
      },
      registry: { featured: [TRUST, ZERION, LEDGER], recommended: [LEDGER] },
      recent: [RAINBOW],
    })
    controller.setConnectors('eip155', [COINBASE, METAMASK, WC, AUTH])
    const list = controller.getConnectorList()
    expect(rows(list)).toEqual([
      'walletConnect:WalletConnect',
      'recent:Rainbow',
      'injected:MetaMask',
      'featured:Zerion',
      'featured:Trust Wallet',
      'custom:My Wallet',
      'external:Coinbase Wallet',
      'recommended:Ledger Live',
    ])
    expect(list[5]?.wallet).toEqual({
      id: 'my-wallet',
      name: 'My Wallet',
      imageUrl: 'https://img.example/w.png',
      mobileLink: 'mywallet://',
    })
  })

  it('features.connectorTypeOrder overrides the list order', () => {
    const { controller, options } = setup({ registry: { recommended: [LEDGER] } })
    controller.setConnectors('eip155', [WC, METAMASK, COINBASE])
    options.features = { connectorTypeOrder: ['recommended', 'external', 'injected', 'walletConnect'] }
    expect(rows(controller.getConnectorList())).toEqual([
      'recommended:Ledger Live',
      'external:Coinbase Wallet',
      'injected:MetaMask',
      'walletConnect:WalletConnect',
    ])
  })

  it('duplicates (same rdns or id) are shown once', () => {
    const { controller } = setup({
      options: { featuredWalletIds: ['c57ca95b'] },
      registry: { featured: [{ id: 'c57ca95b', name: 'MetaMask', rdns: 'io.metamask' }] },
    })
    controller.setConnectors('eip155', [METAMASK, { ...METAMASK, id: 'io.metamask.dup' }])
    expect(rows(controller.getConnectorList())).toEqual(['injected:MetaMask'])
  })

  it('hidden connectors are not listed: excluded ones, and the generic Browser Wallet on desktop', () => {
    const { controller, options, registry, platform } = setup()
    controller.setConnectors('eip155', [METAMASK, BROWSER])
    expect(rows(controller.getConnectorList())).toEqual(['injected:MetaMask'])
    platform.mobile = true
    expect(rows(controller.getConnectorList())).toEqual(['injected:MetaMask', 'injected:Browser Wallet'])
    options.excludeWalletIds = ['c57ca95b']
    expect(rows(controller.getConnectorList())).toEqual(['injected:Browser Wallet'])
    options.excludeWalletIds = []
    registry.excluded = [{ name: 'Browser Wallet' }]
    expect(rows(controller.getConnectorList())).toEqual(['injected:MetaMask'])
  })

  it('a namespace filter lists only that namespace connectors', () => {
    const { controller } = setup()
    controller.setConnectors('eip155', [WC, METAMASK])
    controller.setConnectors('solana', [PHANTOM])
    expect(rows(controller.getConnectorList('solana'))).toEqual(['injected:Phantom'])
    expect(controller.getShownConnectors('eip155')).toEqual([WC, METAMASK])
  })

  it('the connect method order is email, social, wallet, and wallet first once an injected or announced wallet is shown', () => {
    const { controller, options } = setup()
    controller.setConnectors('eip155', [WC, BROWSER])
    expect(controller.getConnectMethodsOrder()).toEqual(['email', 'social', 'wallet'])
    controller.setConnectors('solana', [PHANTOM])
    expect(controller.getConnectMethodsOrder()).toEqual(['wallet', 'email', 'social'])
    options.features = { connectMethodsOrder: ['social', 'email', 'wallet'] }
    expect(controller.getConnectMethodsOrder()).toEqual(['social', 'email', 'wallet'])
  })
})

describe('ConnectorController: connectors and recent wallets', () => {
  it('setConnectors replaces one namespace connectors and keeps the others', () => {
    const { controller } = setup()
    controller.setConnectors('eip155', [WC, METAMASK])
    controller.setConnectors('solana', [PHANTOM])
    controller.setConnectors('eip155', [COINBASE, PHANTOM])
    expect(controller.state.connectors).toEqual([PHANTOM, COINBASE])
  })

  it('addConnector adds or replaces a connector by id and namespace', () => {
    const { controller } = setup()
    controller.addConnector(WC)
    controller.addConnector({ ...WC, name: 'WalletConnect v2' })
    expect(controller.state.connectors).toEqual([{ ...WC, name: 'WalletConnect v2' }])
  })

  it('syncAdapter loads an adapter connectors and follows announcements until destroy', async () => {
    const evm = createMockAdapter({ namespace: 'eip155', connectors: [WC] })
    const { controller } = setup()
    await controller.syncAdapter(evm.adapter)
    expect(controller.state.connectors).toEqual([WC])
    evm.setConnectors([WC, METAMASK])
    expect(controller.state.connectors).toEqual([WC, METAMASK])
    controller.destroy()
    evm.setConnectors([WC])
    expect(controller.state.connectors).toEqual([WC, METAMASK])
  })

  it('finds a connector by namespace and id, and the embedded-wallet connector', () => {
    const { controller } = setup()
    controller.setConnectors('eip155', [METAMASK, AUTH])
    expect(controller.getConnector('eip155', 'io.metamask')).toEqual(METAMASK)
    expect(controller.getConnector('solana', 'io.metamask')).toBe(undefined)
    expect(controller.getAuthConnector()).toEqual(AUTH)
    expect(controller.getAuthConnector('eip155')).toEqual(AUTH)
    expect(controller.getAuthConnector('solana')).toBe(undefined)
  })

  it('recent wallets come from storage; a connected wallet becomes the most recent one, stored once', () => {
    const { controller, storage } = setup({ recent: [RAINBOW, { id: 'c57ca95b', name: 'MetaMask' }] })
    expect(controller.state.recentWallets).toEqual([RAINBOW, { id: 'c57ca95b', name: 'MetaMask' }])
    controller.addRecentWallet({ id: 'c57ca95b', name: 'MetaMask' })
    expect(controller.state.recentWallets).toEqual([{ id: 'c57ca95b', name: 'MetaMask' }, RAINBOW])
    expect(storage.recentWallets.get()).toEqual([{ id: 'c57ca95b', name: 'MetaMask' }, RAINBOW])
    expect(setup().controller.state.recentWallets).toEqual([])
  })
})
