import { type ChainNamespace, createMemoryStorage } from '@org/appkit-core'
import { createStorageKeys } from '@org/appkit-core/internal'
import { describe, expect, it } from 'vitest'
import type { AppKit } from '../AppKit.ts'
import type { CreateAppKitOptions } from '../createAppKit.ts'
import { getAppKitInternals } from '../getAppKitInternals.ts'
import { arbitrum, mainnet, optimism, solana } from '../networks/presets.ts'
import { createRecordingStorage } from '../test/createRecordingStorage.ts'
import { createTestAppKit } from '../test/createTestAppKit.ts'

// Before an instance has made its state (its code loads once the page has painted), the getters and a painted
// `<appkit-button>` read the state it starts from (getInitialAppKitView, from the options and the storage); what
// they read must be what the state says once it is made, or a returning visitor's button would change as React
// takes over and a dApp's early reads would disagree with its later ones.

const cases: {
  name: string
  options?: Partial<CreateAppKitOptions>
  stored?: ChainNamespace[]
  namespace?: ChainNamespace
}[] = [
  { name: 'a new visitor' },
  { name: 'a returning visitor', stored: ['eip155'] },
  { name: 'a returning visitor with reconnect off', stored: ['eip155'], options: { enableReconnect: false } },
  { name: 'a connection stored in a namespace not configured', stored: ['solana'], namespace: 'solana' },
  {
    name: 'a connection stored in another namespace',
    stored: ['solana'],
    options: { networks: [mainnet, solana] },
  },
  {
    name: "the default network's namespace",
    stored: ['solana'],
    options: { networks: [mainnet, solana], defaultNetwork: solana },
  },
  {
    name: "a button's own namespace",
    stored: ['solana'],
    namespace: 'solana',
    options: { networks: [mainnet, solana] },
  },
  {
    name: 'a dark theme with variables',
    options: {
      themeMode: 'dark',
      themeVariables: { '--w3m-accent': '#7b3fe4', '--w3m-font-family': 'serif' },
    },
  },
]

/** What a dApp and a painted button read of an instance. */
function reads(appKit: AppKit, namespace: ChainNamespace | undefined) {
  return {
    button: getAppKitInternals(appKit).getButtonState(namespace),
    account: appKit.getAccount(namespace),
    isConnected: appKit.getIsConnectedState(),
    network: appKit.getCaipNetwork(namespace)?.caipNetworkId,
    networks: appKit.getCaipNetworks().map((network) => network.caipNetworkId),
    activeNamespace: appKit.getActiveChainNamespace(),
    state: appKit.getState(),
    theme: [appKit.getThemeMode(), appKit.getThemeVariables()],
    walletInfo: appKit.getWalletInfo(namespace),
    accountType: appKit.getPreferredAccountType(namespace ?? 'eip155'),
    disabled: appKit.getDisabledCaipNetworks(),
    event: appKit.getEvent().data,
  }
}

/** Only the state reads the recent wallets: none read means it is not made. */
const madeState = (storage: { reads: string[] }) => storage.reads.includes('@appkit/recent-wallets')

describe('the view before the state is made', () => {
  for (const { name, options, stored = [], namespace } of cases) {
    it(`is what the state reads once made: ${name}`, async () => {
      const storage = createRecordingStorage()
      for (const key of stored) createStorageKeys(storage).connectionStatus(key).set('connected')
      const appKit = createTestAppKit({ networks: [mainnet, arbitrum], storage, ...options })

      const before = reads(appKit, namespace)
      expect(madeState(storage)).toBe(false)

      expect((await getAppKitInternals(appKit).loadState()).state.chain).toBeDefined()
      expect(madeState(storage)).toBe(true)
      expect(reads(appKit, namespace)).toEqual(before)
    })
  }

  it('takes the theme and network setters at once, and the others once the state is made, in call order', async () => {
    const storage = createRecordingStorage()
    const appKit = createTestAppKit({ storage })
    const themes: unknown[] = []
    appKit.subscribeTheme((theme) => themes.push(theme))

    appKit.setThemeMode('dark')
    appKit.setThemeVariables({ '--w3m-accent': '#7b3fe4' })
    appKit.addNetwork('eip155', optimism)
    appKit.removeNetwork('eip155', 1)
    appKit.setTermsConditionsUrl('https://example.org/terms')
    expect(() => appKit.removeNetwork('eip155', 999)).toThrow('Network with ID not found')
    expect(() => appKit.addNetwork('solana', solana)).toThrow()

    expect(madeState(storage)).toBe(false)
    expect(themes).toEqual([])
    expect(appKit.getThemeMode()).toBe('dark')
    expect(appKit.getThemeVariables()).toEqual({ '--w3m-accent': '#7b3fe4' })
    expect(appKit.getCaipNetworks().map((network) => network.id)).toEqual([42_161, 10])
    expect(appKit.getCaipNetwork()?.id).toBe(42_161)
    expect(getAppKitInternals(appKit).getButtonState(undefined).themeMode).toBe('dark')
    const before = reads(appKit, undefined)

    const { state } = await getAppKitInternals(appKit).loadState()
    expect(reads(appKit, undefined)).toEqual(before)
    expect(state.options.state.termsConditionsUrl).toBe('https://example.org/terms')
    expect(state.options.state.networks.map((network) => network.id)).toEqual([42_161, 10])
    // The subscriber hears of the changes once the state is made, as one (valtio notifies after the task).
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(themes).toEqual([{ themeMode: 'dark', themeVariables: { '--w3m-accent': '#7b3fe4' } }])
  })

  it('reads a returning visitor as loading, and a new one not', () => {
    const storage = createMemoryStorage()
    createStorageKeys(storage).connectionStatus('eip155').set('connected')
    expect(getAppKitInternals(createTestAppKit({ storage })).getButtonState(undefined).loading).toBe(true)
    expect(getAppKitInternals(createTestAppKit()).getButtonState(undefined).loading).toBe(false)
  })
})
