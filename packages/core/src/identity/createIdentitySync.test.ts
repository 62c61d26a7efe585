import { describe, expect, it, vi } from 'vitest'
import type { AdapterProfile, ChainAdapter } from '../adapters/ChainAdapter.ts'
import { createMockAdapter } from '../adapters/createMockAdapter.ts'
import type { Identity } from '../api/createAccountApi.ts'
import type { AccountPatch } from '../controllers/ChainController.ts'
import type { CaipNetwork } from '../types/CaipNetwork.ts'
import { createIdentitySync } from './createIdentitySync.ts'

const network: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

function setup(options: {
  api?: (address: string) => Promise<Identity>
  chain?: (address: string) => Promise<AdapterProfile>
  adapter?: boolean
}) {
  const account = {
    address: ALICE as string | undefined,
    profileName: undefined as string | undefined,
    profileImage: undefined as string | undefined,
  }
  const patches: AccountPatch[] = []
  const apiCalls: string[] = []
  const base = createMockAdapter({ namespace: 'eip155' }).adapter
  const adapter: ChainAdapter = {
    ...base,
    ...(options.chain
      ? { getProfile: ({ address }: { address: string }) => options.chain?.(address) ?? Promise.reject() }
      : {}),
  }
  let connected = true
  const sync = createIdentitySync({
    getAccount: () => account as never,
    getActiveNetwork: () => network,
    updateAccount: (_namespace, patch) => {
      patches.push(patch)
      Object.assign(account, patch)
    },
    isConnected: () => connected,
    getAdapter: () => (options.adapter === false ? undefined : adapter),
    fetchIdentity: async ({ address, sender }) => {
      apiCalls.push(`${address}:${sender}`)
      return options.api ? options.api(address) : { name: null, avatar: null }
    },
  })
  return {
    account,
    patches,
    apiCalls,
    sync,
    disconnect: () => {
      connected = false
    },
  }
}

describe('createIdentitySync', () => {
  it("shows the API's name and avatar, asking with the account as sender", async () => {
    const test = setup({ api: async () => ({ name: 'alice.eth', avatar: 'https://img.example/a.png' }) })
    await test.sync.sync('eip155')
    expect(test.account).toMatchObject({
      profileName: 'alice.eth',
      profileImage: 'https://img.example/a.png',
    })
    expect(test.apiCalls).toEqual([`${ALICE}:${ALICE}`])
  })

  it("falls back to the chain's name service when the API has no name", async () => {
    const test = setup({
      chain: async () => ({ name: 'alice.eth', avatar: 'data:image/svg+xml;base64,AAA' }),
    })
    await test.sync.sync('eip155')
    expect(test.account).toMatchObject({
      profileName: 'alice.eth',
      profileImage: 'data:image/svg+xml;base64,AAA',
    })
  })

  it("the API's name wins over the chain's, whichever answers first", async () => {
    const test = setup({
      api: async () => ({ name: 'alice.api', avatar: null }),
      chain: async () => ({ name: 'alice.eth', avatar: 'data:image/png;base64,AAA' }),
    })
    await test.sync.sync('eip155')
    expect(test.account).toMatchObject({ profileName: 'alice.api', profileImage: undefined })
  })

  it("shows the chain's name without waiting for an API that has not answered", async () => {
    const api = deferred<Identity>()
    const test = setup({ api: () => api.promise, chain: async () => ({ name: 'alice.eth', avatar: null }) })
    const pending = test.sync.sync('eip155')
    await vi.waitFor(() => expect(test.account.profileName).toBe('alice.eth'))
    api.resolve({ name: null, avatar: null })
    await pending
    expect(test.account.profileName).toBe('alice.eth')
  })

  it('a failing name service reads as no name, and nothing throws', async () => {
    const test = setup({ chain: () => Promise.reject(new Error('node down')) })
    await expect(test.sync.sync('eip155')).resolves.toBeUndefined()
    expect(test.account).toMatchObject({ profileName: undefined, profileImage: undefined })
  })

  it('looks an address up once, and again when the address changes (clearing the old name first)', async () => {
    const names: Record<string, string> = { [ALICE]: 'alice.eth', [BOB]: 'bob.eth' }
    const test = setup({ chain: async (address) => ({ name: names[address] ?? null, avatar: null }) })
    await test.sync.sync('eip155')
    await test.sync.sync('eip155')
    expect(test.apiCalls).toHaveLength(1)
    test.account.address = BOB
    const pending = test.sync.sync('eip155')
    expect(test.account.profileName).toBeUndefined()
    await pending
    expect(test.account.profileName).toBe('bob.eth')
    expect(test.apiCalls).toHaveLength(2)
  })

  it('drops a lookup that finishes after the address changed again', async () => {
    const slow = deferred<AdapterProfile>()
    const test = setup({
      chain: (address) =>
        address === ALICE ? slow.promise : Promise.resolve({ name: 'bob.eth', avatar: null }),
    })
    const first = test.sync.sync('eip155')
    test.account.address = BOB
    await test.sync.sync('eip155')
    slow.resolve({ name: 'alice.eth', avatar: null })
    await first
    expect(test.account.profileName).toBe('bob.eth')
  })

  it('does nothing outside eip155 (spec §6: names are eip155 only), or while disconnected', async () => {
    const withoutNames = setup({ chain: async () => ({ name: 'x', avatar: null }) })
    await withoutNames.sync.sync('solana')
    expect(withoutNames.apiCalls).toEqual([])
    expect(withoutNames.patches).toEqual([])

    const disconnected = setup({ chain: async () => ({ name: 'x', avatar: null }) })
    disconnected.disconnect()
    await disconnected.sync.sync('eip155')
    expect(disconnected.apiCalls).toEqual([])
  })

  it('with no adapter (WalletConnect only) an eip155 account still gets its name from the API', async () => {
    const test = setup({ adapter: false, api: async () => ({ name: 'alice.eth', avatar: null }) })
    await test.sync.sync('eip155')
    expect(test.account.profileName).toBe('alice.eth')
  })
})
