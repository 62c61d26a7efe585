import { createMemoryStorage } from '@org/appkit-core'
import { serialize } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { createDefaultWagmiStorage } from './createDefaultWagmiStorage.ts'

// The storage under wagmi when the dApp gives none, over a memory store standing in for localStorage;
// WagmiAdapter.storage.test.ts covers a localStorage that throws, is missing, is full or holds garbage.

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** wagmi's stored state as it persists it (`{ state, version }`, the connections Map serialised). */
function storedState(connections: unknown) {
  return serialize({ state: { connections, chainId: 1, current: 'uid-1' }, version: 3 })
}

describe('createDefaultWagmiStorage', () => {
  it("keeps wagmi's values under its `wagmi.*` keys and reads them back, Maps and bigints included", async () => {
    const underneath = createMemoryStorage()
    const storage = createDefaultWagmiStorage(underneath)
    const connections = new Map([['uid-1', { accounts: [ADDRESS], chainId: 1, connector: { id: 'x' } }]])

    await storage.setItem('recentConnectorId', 'io.metamask')
    await storage.setItem('state', { connections: connections as never, chainId: 1 })

    expect(storage.key).toBe('wagmi')
    expect(underneath.getItem('wagmi.recentConnectorId')).toBe('"io.metamask"')
    expect(await storage.getItem('recentConnectorId')).toBe('io.metamask')
    expect(await storage.getItem('state')).toEqual({ connections, chainId: 1 })
    expect(
      await createDefaultWagmiStorage(createMemoryStorage([['wagmi.n', serialize(5n)]])).getItem('n'),
    ).toBe(5n)
  })

  it.each([
    ['text that does not parse', '{"state":{"connections":'],
    ['connections that are not a Map', storedState('none')],
    [
      'a connection without its connector',
      storedState(new Map([['uid-1', { accounts: [ADDRESS], chainId: 1 }]])),
    ],
  ])('reads a stored value of %s as absent', async (_, text) => {
    const storage = createDefaultWagmiStorage(createMemoryStorage([['wagmi.store', text]]))
    expect(await storage.getItem('store' as 'state')).toBeNull()
  })

  it('reads a stored state whose connections are whole as it is', async () => {
    const connections = new Map([['uid-1', { accounts: [ADDRESS], chainId: 1, connector: { id: 'x' } }]])
    const storage = createDefaultWagmiStorage(
      createMemoryStorage([['wagmi.store', storedState(connections)]]),
    )
    expect(await storage.getItem('store' as 'state')).toEqual({
      state: { connections, chainId: 1, current: 'uid-1' },
      version: 3,
    })
  })
})
