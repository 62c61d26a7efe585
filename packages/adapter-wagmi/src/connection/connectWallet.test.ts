import { ConnectionFailedError, createMemoryStorage } from '@org/appkit-core'
import { createDevWallet, type DevWallet, injectDevWallet } from '@org/appkit-testing'
import { createStorage } from '@wagmi/core'
import { expect, it } from 'vitest'
import { devnetNetwork } from '../test/devnetNetworks.ts'
import { installTestWindow } from '../test/installTestWindow.ts'
import { setUpDevnetSuite } from '../test/setUpDevnetSuite.ts'
import { WagmiAdapter } from '../WagmiAdapter.ts'

// A wallet that answers late, against a real devnet and two real dev wallets announced through EIP-6963.

const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='

const suite = setUpDevnetSuite()

function wallet(addressIndex: number): DevWallet {
  return createDevWallet({
    addressIndex,
    chains: [{ id: suite.devnet.chainId, rpcUrl: suite.devnet.rpcUrl }],
  })
}

/** Announces each wallet through EIP-6963 (as `org.test.<name>`) on a fresh test window. */
function announce(wallets: Record<string, DevWallet>): void {
  const window = installTestWindow()
  for (const [name, announced] of Object.entries(wallets)) {
    injectDevWallet(window, announced, { announce: { name, rdns: `org.test.${name}`, icon: ICON } })
  }
}

/** An adapter on the devnet with in-memory wagmi storage and no pending-transactions polling. */
function createAdapter(): WagmiAdapter {
  return suite.track(
    new WagmiAdapter({
      projectId: 'test-project',
      networks: [devnetNetwork(suite.devnet.rpcUrl)],
      storage: createStorage({ storage: createMemoryStorage() }),
      pendingTransactionsFilter: { enable: false },
    }),
  )
}

const until = async (check: () => boolean) => {
  for (let tries = 0; tries < 200 && !check(); tries++)
    await new Promise((resolve) => setTimeout(resolve, 10))
  expect(check()).toBe(true)
}

it('a wallet approving after the visitor chose another wallet is let go of; the newer choice keeps the connection', async () => {
  const hanging = wallet(0)
  const answering = wallet(1)
  hanging.setPolicy('hang')
  announce({ hanging, answering })
  const adapter = createAdapter()

  const older = adapter
    .connect({ id: 'org.test.hanging', type: 'ANNOUNCED' })
    .catch((error: unknown) => error)
  await until(() => hanging.pendingRequests.length === 1)
  const newer = await adapter.connect({ id: 'org.test.answering', type: 'ANNOUNCED' })
  expect(newer.address).toBe(answering.address)

  hanging.approvePending()
  const failure = await older
  expect(failure).toBeInstanceOf(ConnectionFailedError)
  expect((failure as ConnectionFailedError).connectorId).toBe('org.test.hanging')
  // Read from wagmi's state, the same in wagmi 2 and 3.
  const { state } = adapter.wagmiConfig
  const connections = [...state.connections.values()]
  expect(connections.map((connection) => connection.connector.id)).toEqual(['org.test.answering'])
  expect(state.current ? state.connections.get(state.current)?.accounts[0] : undefined).toBe(
    answering.address,
  )
})

it('a wallet approving late with no newer choice connects as usual', async () => {
  const hanging = wallet(0)
  hanging.setPolicy('hang')
  announce({ hanging })
  const adapter = createAdapter()
  const connecting = adapter.connect({ id: 'org.test.hanging', type: 'ANNOUNCED' })
  await until(() => hanging.pendingRequests.length === 1)
  hanging.approvePending()
  await expect(connecting).resolves.toMatchObject({ address: hanging.address })
})

it("a wallet still hanging does not mute the connected wallet's own changes, nor reports its late takeover", async () => {
  const hanging = wallet(0)
  const answering = wallet(1)
  hanging.setPolicy('hang')
  announce({ hanging, answering })
  const adapter = createAdapter()
  const changes: string[] = []
  adapter.emitter.on('accountChanged', ({ address }) => changes.push(address))

  const older = adapter
    .connect({ id: 'org.test.hanging', type: 'ANNOUNCED' })
    .catch((error: unknown) => error)
  await until(() => hanging.pendingRequests.length === 1)
  await adapter.connect({ id: 'org.test.answering', type: 'ANNOUNCED' })

  // The connected wallet moves to another account while the first one still hangs: the core hears of it.
  answering.switchAccountFromWallet({ addressIndex: 2 })
  await until(() => changes.length === 1)
  expect(changes[0]).toBe(answering.address)

  // The hanging wallet answers at last: it is let go of, and no account change is reported for it.
  hanging.approvePending()
  await expect(older).resolves.toBeInstanceOf(ConnectionFailedError)
  expect(changes).toEqual([answering.address])
})
