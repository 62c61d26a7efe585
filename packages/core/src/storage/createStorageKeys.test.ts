import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from './createMemoryStorage.ts'
import { createStorageKeys, STORAGE_KEY_PREFIX } from './createStorageKeys.ts'

function setup() {
  const storage = createMemoryStorage()
  return { storage, keys: createStorageKeys(storage) }
}

describe('createStorageKeys (typed accessors for what the core stores)', () => {
  it('every key is prefixed with @appkit/', () => {
    const { storage, keys } = setup()
    expect(STORAGE_KEY_PREFIX).toBe('@appkit/')
    keys.connectedSocialProvider.set('github')
    expect(storage.getItem('@appkit/connected-social-provider')).toBe('"github"')
  })

  it('the active network id is stored per namespace (spec §4: switching stores the active network id)', () => {
    const { keys } = setup()
    keys.activeNetworkId('eip155').set('eip155:137')
    keys.activeNetworkId('solana').set('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(keys.activeNetworkId('eip155').get()).toBe('eip155:137')
    expect(keys.activeNetworkId('solana').get()).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(keys.activeNetworkId('bip122').get()).toBe(undefined)
  })

  it('disconnect can remove the stored connector id and social provider (spec §4)', () => {
    const { keys } = setup()
    keys.connectedConnectorId('eip155').set('io.metamask')
    keys.connectedSocialProvider.set('google')
    keys.connectedConnectorId('eip155').remove()
    keys.connectedSocialProvider.remove()
    expect(keys.connectedConnectorId('eip155').get()).toBe(undefined)
    expect(keys.connectedSocialProvider.get()).toBe(undefined)
  })

  it('the connection status is stored per namespace (spec §4: a stored connected status is resumed on start)', () => {
    const { keys } = setup()
    keys.connectionStatus('solana').set('connected')
    expect(keys.connectionStatus('solana').get()).toBe('connected')
    expect(keys.connectionStatus('eip155').get()).toBe(undefined)
  })

  it('recent wallets and the WalletConnect pairing expiry round-trip', () => {
    const { keys } = setup()
    keys.recentWallets.set([{ id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' }])
    keys.walletConnectPairingExpiry.set(1_700_000_300_000)
    expect(keys.recentWallets.get()).toEqual([{ id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' }])
    expect(keys.walletConnectPairingExpiry.get()).toBe(1_700_000_300_000)
  })

  it('corrupt or foreign stored values read as undefined instead of crashing start-up', () => {
    const { storage, keys } = setup()
    storage.setItem('@appkit/active-network-id/eip155', '"not-a-caip-id"')
    storage.setItem('@appkit/connection-status/eip155', '"online"')
    storage.setItem('@appkit/connected-social-provider', '"myspace"')
    storage.setItem('@appkit/recent-wallets', '[{"name":"no id"}]')
    storage.setItem('@appkit/wc-pairing-expiry', '{broken json')
    storage.setItem('@appkit/connected-connector-id/eip155', '""')
    storage.setItem('@appkit/last-email-login-time', '-5')
    expect(keys.activeNetworkId('eip155').get()).toBe(undefined)
    expect(keys.connectionStatus('eip155').get()).toBe(undefined)
    expect(keys.connectedSocialProvider.get()).toBe(undefined)
    expect(keys.recentWallets.get()).toBe(undefined)
    expect(keys.walletConnectPairingExpiry.get()).toBe(undefined)
    expect(keys.connectedConnectorId('eip155').get()).toBe(undefined)
    expect(keys.lastEmailLoginTime.get()).toBe(undefined)
  })

  it('a custom prefix keeps two instances on one page apart', () => {
    const storage = createMemoryStorage()
    createStorageKeys(storage, '@other/').connectedSocialProvider.set('x')
    expect(createStorageKeys(storage).connectedSocialProvider.get()).toBe(undefined)
    expect(storage.getItem('@other/connected-social-provider')).toBe('"x"')
  })
})
