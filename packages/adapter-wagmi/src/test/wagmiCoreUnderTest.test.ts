import { createMemoryStorage } from '@org/appkit-core'
import { createStorage, version } from '@wagmi/core'
import { expect, it, vi } from 'vitest'
import { WagmiAdapter } from '../WagmiAdapter.ts'
import { devnetNetwork } from './devnetNetworks.ts'

// The suite runs once per wagmi major (vitest.config.ts: wagmi 3; vitest.wagmi2.config.ts: wagmi 2). These tests fail
// when a run loads another @wagmi/core than its config names, so a green run on "wagmi 2" is one on wagmi 2.

const major = process.env.WAGMI_MAJOR

it('the tests import the @wagmi/core of the major the config names', () => {
  expect(major).toMatch(/^[23]$/)
  expect(version.split('.')[0]).toBe(major)
})

it("the adapter's wagmi config is built by that same @wagmi/core (its stored state carries the major)", async () => {
  const storage = createMemoryStorage()
  const adapter = new WagmiAdapter({
    projectId: 'p',
    networks: [devnetNetwork('http://127.0.0.1:1')],
    storage: createStorage({ storage }),
    pendingTransactionsFilter: { enable: false },
  })
  try {
    // The config is made on its first read.
    expect(adapter.wagmiConfig.storage).not.toBeNull()
    // wagmi versions its stored state with its own major.
    await vi.waitFor(() => expect(storage.getItem('wagmi.store')).not.toBeNull())
    expect(JSON.parse(storage.getItem('wagmi.store') ?? '{}')).toMatchObject({ version: Number(major) })
  } finally {
    adapter.destroy()
  }
})
