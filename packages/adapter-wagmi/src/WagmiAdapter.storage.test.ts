import type { WebStorageLike } from '@org/appkit-core'
import { createDevWallet, type DevWallet, injectDevWallet } from '@org/appkit-testing'
import { getConnections, version } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { devnetChain } from './test/devnetNetworks.ts'
import { installTestWindow } from './test/installTestWindow.ts'
import { setUpDevnetSuite } from './test/setUpDevnetSuite.ts'
import { WagmiAdapter } from './WagmiAdapter.ts'

// Without a `storage` option the adapter keeps wagmi's state in the core's browser storage. These tests give the
// page a localStorage that throws, is missing, is full or holds garbage, and connect the real dev wallet on a real
// devnet: the page must work in each case (wagmi's own default would throw in the constructor, lose the state, or
// never finish reading it). The dApp's network is a plain viem `defineChain`.

const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='
const RDNS = 'org.appkit.devwallet'
const ANNOUNCE = { name: 'Dev Wallet', rdns: RDNS, icon: ICON }
const WAGMI_MAJOR = Number(version.split('.')[0])

const suite = setUpDevnetSuite()

function createWallet(): DevWallet {
  return createDevWallet({
    addressIndex: 0,
    chains: [{ id: suite.devnet.chainId, rpcUrl: suite.devnet.rpcUrl }],
  })
}

/** A page with the given localStorage; no `storage` option, so the adapter picks its own. */
function loadPage(localStorage: WebStorageLike | 'throws' | undefined, options: { announce?: boolean } = {}) {
  const window = installTestWindow(localStorage === undefined ? {} : { localStorage })
  const wallet = createWallet()
  if (options.announce ?? true)
    injectDevWallet(window, wallet, { asWindowEthereum: false, announce: ANNOUNCE })
  const adapter = suite.track(
    new WagmiAdapter({
      projectId: 'test-project',
      networks: [devnetChain(suite.devnet.rpcUrl)],
      pendingTransactionsFilter: { enable: false },
    }),
  )
  return { adapter, wallet, window }
}

/** A Web Storage kept in a Map; `full` makes every write fail as a full localStorage does. */
function webStorage(entries: Record<string, string> = {}, options: { full?: boolean } = {}) {
  const map = new Map(Object.entries(entries))
  const storage: WebStorageLike = {
    getItem: (key) => map.get(key) ?? null,
    setItem(key, value) {
      if (options.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      map.set(key, value)
    },
    removeItem: (key) => {
      map.delete(key)
    },
  }
  return { storage, map }
}

const prompts = (wallet: DevWallet) =>
  wallet.requests.filter((request) =>
    ['eth_requestAccounts', 'wallet_requestPermissions'].includes(request.method),
  ).length

/** The connector ids of the connections wagmi's storage holds for the next page load. */
async function storedConnectorIds(adapter: WagmiAdapter): Promise<string[]> {
  // wagmi keeps its state under `store` (a key its storage types do not name): `{ state: { connections }, version }`.
  const stored = (await adapter.wagmiConfig.storage?.getItem('store')) as
    | { state: { connections?: Map<string, { connector: { id: string } }> } }
    | null
    | undefined
  return [...(stored?.state.connections?.values() ?? [])].map((connection) => connection.connector.id)
}

describe('the default storage', () => {
  it.each([
    ['throws on access (sandboxed iframe, site data blocked)', 'throws' as const],
    ['is missing', undefined],
  ])(
    'with a localStorage that %s, the adapter builds, connects on the devnet, and keeps the state in memory',
    async (_, localStorage) => {
      const { adapter, wallet } = loadPage(localStorage)
      const [network] = adapter.networks
      expect(network?.caipNetworkId).toBe('eip155:31337')

      const connection = await adapter.connect({ id: RDNS, type: 'ANNOUNCED', network })

      expect(connection).toMatchObject({ address: wallet.address, chainId: suite.devnet.chainId })
      expect(getConnections(adapter.wagmiConfig)[0]?.accounts[0]).toBe(wallet.address)
      // What wagmi restores from is kept, in memory for the page's life.
      expect(await adapter.wagmiConfig.storage?.getItem('recentConnectorId')).toBe(RDNS)
      expect(await storedConnectorIds(adapter)).toEqual([RDNS])
      const before = prompts(wallet)
      wallet.setPolicy('reject')
      expect(await adapter.reconnect({ connectorId: RDNS })).toMatchObject({ address: wallet.address })
      expect(prompts(wallet)).toBe(before)
    },
  )

  it('with a full localStorage, connecting works and what could not be written is kept in memory', async () => {
    const { storage, map } = webStorage({}, { full: true })
    const { adapter, wallet } = loadPage(storage)

    await adapter.connect({ id: RDNS, type: 'ANNOUNCED' })

    expect(getConnections(adapter.wagmiConfig)[0]?.accounts[0]).toBe(wallet.address)
    expect(map.size).toBe(0)
    expect(await adapter.wagmiConfig.storage?.getItem('recentConnectorId')).toBe(RDNS)
    expect(await storedConnectorIds(adapter)).toEqual([RDNS])
  })

  it.each([
    ['text that does not parse', '{"state":{"connections":'],
    [
      'connections wagmi cannot read',
      JSON.stringify({ state: { connections: 'none', chainId: 31337, current: 'x' }, version: WAGMI_MAJOR }),
    ],
  ])(
    'with a stored state of %s, it restores nothing, lists a wallet announced later, connects and stores a good state',
    async (_, corrupt) => {
      const { storage, map } = webStorage({ 'wagmi.store': corrupt, 'wagmi.recentConnectorId': '{' })
      const { adapter, wallet, window } = loadPage(storage, { announce: false })

      // A wallet that announces itself after the page loaded is listed once wagmi has read its (broken) state.
      await new Promise((resolve) => setTimeout(resolve, 10))
      injectDevWallet(window, wallet, { asWindowEthereum: false, announce: ANNOUNCE })
      expect((await adapter.syncConnectors()).map((connector) => connector.id)).toContain(RDNS)
      expect(await adapter.reconnect({ connectorId: RDNS })).toBeNull()

      const connection = await adapter.connect({ id: RDNS, type: 'ANNOUNCED' })

      expect(connection.address).toBe(wallet.address)
      const stored = JSON.parse(map.get('wagmi.store') ?? 'null') as {
        state: { connections: { value: [string, { connector: { id: string } }][] } }
      }
      expect(stored.state.connections.value.map(([, entry]) => entry.connector.id)).toEqual([RDNS])
    },
  )
})
