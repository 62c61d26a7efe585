import { snapshot } from 'valtio/vanilla'
import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/BaseError.ts'
import { ChainNotConfiguredError } from '../errors/ChainNotConfiguredError.ts'
import { InvalidCaipAddressError } from '../errors/InvalidCaipAddressError.ts'
import { NetworkNotFoundError } from '../errors/NetworkNotFoundError.ts'
import { RemoveLastNetworkError } from '../errors/RemoveLastNetworkError.ts'
import { createMemoryStorage } from '../storage/createMemoryStorage.ts'
import { createStorageKeys } from '../storage/createStorageKeys.ts'
import type { CaipNetwork } from '../types/CaipNetwork.ts'
import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.ts'
import { type ChainControllerDeps, createChainController } from './ChainController.ts'

function network(caipNetworkId: CaipNetworkId, name: string): CaipNetwork {
  const [chainNamespace, reference] = caipNetworkId.split(':') as [ChainNamespace, string]
  return {
    id: chainNamespace === 'eip155' ? Number(reference) : reference,
    caipNetworkId,
    chainNamespace,
    name,
    nativeCurrency: { name, symbol: 'TKN', decimals: 18 },
    rpcUrls: { default: { http: [`https://rpc.example/${reference}`] } },
  }
}

const MAINNET = network('eip155:1', 'Ethereum')
const POLYGON = network('eip155:137', 'Polygon')
const BASE = network('eip155:8453', 'Base')
const SOLANA = network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana')
const BITCOIN = network('bip122:000000000019d6689c085ae165831e93', 'Bitcoin')
const ADDRESS = '0x1111111111111111111111111111111111111111'

/** Fakes at the edge: memory storage, recorded send-form resets and UnsupportedChain opens, settable options. */
function setup(overrides: Partial<ChainControllerDeps> & { stored?: [string, string][] } = {}) {
  const storage = createMemoryStorage(overrides.stored)
  const keys = createStorageKeys(storage)
  const calls = { sendResets: 0, unsupportedOpened: 0 }
  const options = { networkSwitch: true, allowUnsupported: false, wcBasic: false }
  const chain = createChainController({
    networks: [MAINNET, POLYGON, SOLANA],
    storage: keys,
    resetSendForm: () => {
      calls.sendResets += 1
    },
    openUnsupportedChain: () => {
      calls.unsupportedOpened += 1
    },
    isNetworkSwitchEnabled: () => options.networkSwitch,
    isUnsupportedChainAllowed: () => options.allowUnsupported,
    isWalletConnectBasic: () => options.wcBasic,
    ...overrides,
  })
  return { chain, keys, calls, options }
}

describe('ChainController: namespaces and account state (spec §3)', () => {
  it('covers every namespace (eip155, solana, polkadot, bip122) from creation; only those with networks are configured', () => {
    const { chain } = setup()
    expect(Object.keys(chain.state.chains).sort()).toEqual(['bip122', 'eip155', 'polkadot', 'solana'])
    expect(chain.getConfiguredNamespaces()).toEqual(['eip155', 'solana'])
    expect(chain.isNamespaceConfigured('polkadot')).toBe(false)
    expect(chain.state.chains.polkadot.network.requestedNetworks).toEqual([])
  })

  it('the account state has exactly the spec §3 fields, starting disconnected', () => {
    const { chain } = setup()
    expect(Object.keys(snapshot(chain.state).chains.eip155.account).sort()).toEqual(
      [
        'caipAddress',
        'address',
        'status',
        'balance',
        'balanceSymbol',
        'profileName',
        'profileImage',
        'addressExplorerUrl',
        'tokenBalance',
        'connectedWalletInfo',
        'preferredAccountType',
        'socialProvider',
        'allAccounts',
        'addressLabels',
        'user',
        'smartAccountDeployed',
        'currentTab',
        'farcasterUrl',
      ].sort(),
    )
    expect(chain.getAccount()?.status).toBe('disconnected')
    expect(chain.getAccount()?.currentTab).toBe('tokens')
  })

  it('account types default per namespace: bip122 payment, eip155 smartAccount, polkadot eoa, solana eoa', () => {
    const { chain } = setup()
    expect(chain.state.chains.bip122.account.preferredAccountType).toBe('payment')
    expect(chain.state.chains.eip155.account.preferredAccountType).toBe('smartAccount')
    expect(chain.state.chains.polkadot.account.preferredAccountType).toBe('eoa')
    expect(chain.state.chains.solana.account.preferredAccountType).toBe('eoa')
  })

  it('defaultAccountTypes overrides the default account type of the namespaces it names', () => {
    const { chain } = setup({ defaultAccountTypes: { eip155: 'eoa' } })
    expect(chain.getAccountType('eip155')).toBe('eoa')
    expect(chain.getAccountType('solana')).toBe('eoa')
    chain.updateAccount('eip155', { preferredAccountType: 'smartAccount' })
    chain.resetAccount('eip155')
    expect(chain.getAccountType('eip155')).toBe('eoa')
  })

  it('setAccount takes a CAIP address and sets caipAddress and address on its namespace', () => {
    const { chain } = setup()
    const parsed = chain.setAccount(`eip155:1:${ADDRESS}`)
    expect(parsed.chainNamespace).toBe('eip155')
    expect(chain.state.chains.eip155.account.caipAddress).toBe(`eip155:1:${ADDRESS}`)
    expect(chain.state.chains.eip155.account.address).toBe(ADDRESS)
    expect(chain.state.chains.solana.account.address).toBe(undefined)
  })

  it('a CAIP address without exactly 3 parts is rejected with InvalidCaipAddressError and changes nothing (spec §5)', () => {
    const { chain } = setup()
    expect(() => chain.setAccount(`eip155:${ADDRESS}`)).toThrow(InvalidCaipAddressError)
    expect(() => chain.setAccount(`eip155:1:${ADDRESS}:x`)).toThrow(InvalidCaipAddressError)
    expect(chain.state.chains.eip155.account.caipAddress).toBe(undefined)
  })

  it('a chain namespace must be configured before use (spec §5)', () => {
    const { chain } = setup()
    expect(() => chain.setAccount('polkadot:91b171bb158e2d3848fa23a9f1c25182:5Grw')).toThrow(
      ChainNotConfiguredError,
    )
    expect(() => chain.updateAccount('bip122', { balance: '1' })).toThrow('Chain namespace is not configured')
    expect(() => chain.setActiveNamespace('polkadot')).toThrow(ChainNotConfiguredError)
    expect(() => chain.switchActiveNetwork(BITCOIN)).toThrow(ChainNotConfiguredError)
    expect(() => chain.addNetwork(BITCOIN)).toThrow(ChainNotConfiguredError)
    expect(() => chain.resetAccount('bip122')).toThrow(ChainNotConfiguredError)
  })

  it('a network of a namespace the product does not support is refused at creation', () => {
    const ton = { ...MAINNET, caipNetworkId: 'ton:-239', chainNamespace: 'ton' } as unknown as CaipNetwork
    expect(() => setup({ networks: [MAINNET, ton] })).toThrow(BaseError)
    expect(() => setup({ networks: [ton] })).toThrow('Chain is not supported')
  })

  it('updateAccount changes the given fields; resetAccount restores a fresh account', () => {
    const { chain } = setup()
    chain.setAccount(`eip155:1:${ADDRESS}`)
    chain.updateAccount('eip155', {
      status: 'connected',
      balance: '1.5',
      balanceSymbol: 'ETH',
      profileName: 'alice.eth',
      addressLabels: { [ADDRESS]: 'Main' },
      user: { email: 'alice@example.com' },
      socialProvider: 'google',
      allAccounts: [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }],
    })
    expect(chain.getAccount('eip155')?.balance).toBe('1.5')
    chain.resetAccount('eip155')
    expect(snapshot(chain.state).chains.eip155.account).toEqual(
      snapshot(setup().chain.state).chains.eip155.account,
    )
  })
})

describe('ChainController: networks (spec §3 Network, §5)', () => {
  it('the active network starts at the stored one, else the default network, else the first of the namespace', () => {
    expect(setup().chain.getActiveNetwork()).toEqual(MAINNET)
    expect(setup({ defaultNetwork: POLYGON }).chain.getActiveNetwork('eip155')).toEqual(POLYGON)
    const stored = setup({ stored: [['@appkit/active-network-id/eip155', '"eip155:137"']] })
    expect(stored.chain.getActiveNetwork('eip155')).toEqual(POLYGON)
    const unknownStored = setup({ stored: [['@appkit/active-network-id/eip155', '"eip155:999"']] })
    expect(unknownStored.chain.getActiveNetwork('eip155')).toEqual(MAINNET)
    expect(setup().chain.getActiveNetwork('solana')).toEqual(SOLANA)
  })

  it('the active namespace starts at the default network, else the first network', () => {
    expect(setup().chain.state.activeNamespace).toBe('eip155')
    expect(setup({ defaultNetwork: SOLANA }).chain.state.activeNamespace).toBe('solana')
    expect(setup({ networks: [] }).chain.state.activeNamespace).toBe(undefined)
    expect(setup({ networks: [] }).chain.getAccount()).toBe(undefined)
    expect(setup({ networks: [] }).chain.getActiveNetwork()).toBe(undefined)
  })

  it('a network listed twice is requested once', () => {
    const { chain } = setup({ networks: [MAINNET, MAINNET, POLYGON] })
    expect(chain.state.chains.eip155.network.requestedNetworks).toEqual([MAINNET, POLYGON])
  })

  it('getNetwork finds by CAIP-2 id or by chain id in a namespace; an unknown id is "Network not found" (spec §8)', () => {
    const { chain } = setup()
    expect(chain.getNetwork('eip155:137')).toEqual(POLYGON)
    expect(chain.getNetwork(137)).toEqual(POLYGON)
    expect(chain.getNetwork('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana')).toEqual(SOLANA)
    expect(() => chain.getNetwork('eip155:999')).toThrow(NetworkNotFoundError)
    expect(() => chain.getNetwork(999)).toThrow('Network not found')
    expect(() => setup({ networks: [] }).chain.getNetwork(1)).toThrow('Network not found')
  })

  it('addNetwork requests a new network of a configured namespace once', () => {
    const { chain } = setup()
    chain.addNetwork(BASE)
    chain.addNetwork(BASE)
    expect(chain.state.chains.eip155.network.requestedNetworks).toEqual([MAINNET, POLYGON, BASE])
  })

  it('removing the last network of a namespace throws "Cannot remove last network for a namespace" (spec §5)', () => {
    const { chain } = setup()
    expect(() => chain.removeNetwork('solana', SOLANA.caipNetworkId)).toThrow(RemoveLastNetworkError)
    expect(() => chain.removeNetwork('solana', SOLANA.caipNetworkId)).toThrow(
      'Cannot remove last network for a namespace',
    )
    expect(chain.state.chains.solana.network.requestedNetworks).toEqual([SOLANA])
  })

  it('removing an unknown network id throws "Network with ID not found" (spec §8)', () => {
    const { chain } = setup()
    expect(() => chain.removeNetwork('eip155', 999)).toThrow('Network with ID not found')
  })

  it('removing the active network moves the namespace to its first remaining network and stores it', () => {
    const { chain, keys } = setup()
    chain.removeNetwork('eip155', 1)
    expect(chain.state.chains.eip155.network.requestedNetworks).toEqual([POLYGON])
    expect(chain.getActiveNetwork('eip155')).toEqual(POLYGON)
    expect(keys.activeNetworkId('eip155').get()).toBe('eip155:137')
    chain.addNetwork(BASE)
    chain.removeNetwork('eip155', 'eip155:8453')
    expect(chain.getActiveNetwork('eip155')).toEqual(POLYGON)
  })

  it('resetNetwork drops approved network ids and moves an unsupported active network back to the default', () => {
    const { chain } = setup({ defaultNetwork: POLYGON })
    chain.setApprovedNetworkIds('eip155', ['eip155:1'])
    expect(chain.state.chains.eip155.network.approvedNetworkIds).toEqual(['eip155:1'])
    chain.switchActiveNetwork(BASE)
    chain.resetNetwork('eip155')
    expect(chain.state.chains.eip155.network.approvedNetworkIds).toBe(undefined)
    expect(chain.getActiveNetwork('eip155')).toEqual(POLYGON)
    chain.switchActiveNetwork(MAINNET)
    chain.resetNetwork('eip155')
    expect(chain.getActiveNetwork('eip155')).toEqual(MAINNET)
    chain.setApprovedNetworkIds('eip155', undefined)
    expect(chain.state.chains.eip155.network.approvedNetworkIds).toBe(undefined)
  })

  it('setActiveNamespace moves the active namespace to a configured one', () => {
    const { chain } = setup()
    chain.setActiveNamespace('solana')
    expect(chain.state.activeNamespace).toBe('solana')
    expect(chain.getActiveNetwork()).toEqual(SOLANA)
  })
})

describe('ChainController: switchActiveNetwork (spec §4)', () => {
  it('switching to a network in another namespace sets the switching flag, resets the send form and stores the active network id', () => {
    const { chain, keys, calls } = setup()
    chain.switchActiveNetwork(SOLANA)
    expect(chain.state.isSwitchingNamespace).toBe(true)
    expect(chain.state.activeNamespace).toBe('solana')
    expect(chain.getActiveNetwork()).toEqual(SOLANA)
    expect(calls.sendResets).toBe(1)
    expect(keys.activeNetworkId('solana').get()).toBe(SOLANA.caipNetworkId)
    expect(calls.unsupportedOpened).toBe(0)
    chain.setSwitchingNamespace(false)
    expect(chain.state.isSwitchingNamespace).toBe(false)
  })

  it('switching within the active namespace does not set the switching flag but still resets the send form and stores the id', () => {
    const { chain, keys, calls } = setup()
    chain.switchActiveNetwork('eip155:137')
    expect(chain.state.isSwitchingNamespace).toBe(false)
    expect(chain.getActiveNetwork()).toEqual(POLYGON)
    expect(calls.sendResets).toBe(1)
    expect(keys.activeNetworkId('eip155').get()).toBe('eip155:137')
  })

  it('switching by an unknown network id throws "Network not found" and changes nothing', () => {
    const { chain, calls } = setup()
    expect(() => chain.switchActiveNetwork('eip155:999')).toThrow('Network not found')
    expect(chain.getActiveNetwork()).toEqual(MAINNET)
    expect(calls.sendResets).toBe(0)
  })

  it('opens UnsupportedChain when the network is not requested, switching is enabled, unsupported chains are not allowed and the connection is not basic WalletConnect', () => {
    const { chain, calls } = setup()
    chain.switchActiveNetwork(BASE)
    expect(calls.unsupportedOpened).toBe(1)
    expect(chain.getActiveNetwork()).toEqual(BASE)
  })

  it('does not open UnsupportedChain for a requested network', () => {
    const { chain, calls } = setup()
    chain.switchActiveNetwork(POLYGON)
    expect(calls.unsupportedOpened).toBe(0)
  })

  it('does not open UnsupportedChain when network switching is disabled', () => {
    const { chain, calls, options } = setup()
    options.networkSwitch = false
    chain.switchActiveNetwork(BASE)
    expect(calls.unsupportedOpened).toBe(0)
  })

  it('does not open UnsupportedChain when unsupported chains are allowed', () => {
    const { chain, calls, options } = setup()
    options.allowUnsupported = true
    chain.switchActiveNetwork(BASE)
    expect(calls.unsupportedOpened).toBe(0)
  })

  it('does not open UnsupportedChain on the basic WalletConnect connection', () => {
    const { chain, calls, options } = setup()
    options.wcBasic = true
    chain.switchActiveNetwork(BASE)
    expect(calls.unsupportedOpened).toBe(0)
  })
})

describe('ChainController: account type switch (spec §4)', () => {
  it('the account-type preference is switched once per connection', () => {
    const { chain } = setup()
    expect(chain.consumeAccountTypeSwitch('eip155')).toBe('smartAccount')
    expect(chain.consumeAccountTypeSwitch('eip155')).toBe(undefined)
    expect(chain.consumeAccountTypeSwitch('solana')).toBe('eoa')
    chain.resetAccount('eip155')
    expect(chain.consumeAccountTypeSwitch('eip155')).toBe('smartAccount')
    expect(() => chain.consumeAccountTypeSwitch('polkadot')).toThrow(ChainNotConfiguredError)
  })
})
