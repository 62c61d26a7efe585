import { type ChainNamespace, createMemoryStorage, type KeyValueStorage } from '@org/appkit-core'
import { createStorageKeys } from '@org/appkit-core/internal'
import { describe, expect, it } from 'vitest'
import type { CreateAppKitOptions } from '../createAppKit.ts'
import { getAppKitInternals } from '../getAppKitInternals.ts'
import { arbitrum, mainnet, solana } from '../networks/presets.ts'
import { createTestAppKit } from '../test/createTestAppKit.ts'

// A painted `<appkit-button>` reads getButtonState before the instance has made its state (getInitialButtonState,
// from the options and the storage); what it reads must be what the state says once it is made, or a returning
// visitor's button would change as React takes over.

/** A storage that records the keys read from it. */
function recordingStorage(): KeyValueStorage & { reads: string[] } {
  const storage = createMemoryStorage()
  const reads: string[] = []
  return {
    reads,
    getItem: (key) => {
      reads.push(key)
      return storage.getItem(key)
    },
    setItem: (key, value) => storage.setItem(key, value),
    removeItem: (key) => storage.removeItem(key),
  }
}

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

describe('the button state before the state is made', () => {
  for (const { name, options, stored = [], namespace } of cases) {
    it(`is what the state reads once made: ${name}`, () => {
      const storage = recordingStorage()
      for (const key of stored) createStorageKeys(storage).connectionStatus(key).set('connected')
      const internals = getAppKitInternals(
        createTestAppKit({ networks: [mainnet, arbitrum], storage, ...options }),
      )

      const before = internals.getButtonState(namespace)
      // The state reads the stored active networks when it is made: not made yet.
      expect(storage.reads.filter((key) => key.includes('active-network-id'))).toEqual([])

      expect(internals.state.chain).toBeDefined()
      expect(storage.reads.filter((key) => key.includes('active-network-id'))).not.toEqual([])
      expect(internals.getButtonState(namespace)).toEqual(before)
    })
  }

  it('reads a returning visitor as loading, and a new one not', () => {
    const storage = createMemoryStorage()
    createStorageKeys(storage).connectionStatus('eip155').set('connected')
    expect(getAppKitInternals(createTestAppKit({ storage })).getButtonState(undefined).loading).toBe(true)
    expect(getAppKitInternals(createTestAppKit()).getButtonState(undefined).loading).toBe(false)
  })
})
