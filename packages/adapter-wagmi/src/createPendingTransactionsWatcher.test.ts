import { type Config, createConfig, http, type Transport } from '@wagmi/core'
import { createWalletClient, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, expect, it, vi } from 'vitest'
import {
  createPendingTransactionsWatcher,
  type PendingTransactionsWatcher,
} from './createPendingTransactionsWatcher.ts'
import { devnetNetwork, unknownToWalletNetwork } from './test/devnetNetworks.ts'
import { setUpDevnetSuite } from './test/setUpDevnetSuite.ts'
import { toViemChain } from './toViemChain.ts'

// The watcher loads its polling code on the first watch of a chain. These tests pin what happens when the watch
// changes while that code is still loading, against a real anvil devnet; the transports only record which chain
// each request went to before passing it on to the node.

const DEVNET_B = 31338

const suite = setUpDevnetSuite()
const watchers: PendingTransactionsWatcher[] = []

afterEach(() => {
  for (const watcher of watchers.splice(0)) watcher.stop()
})

/** A wagmi config over the devnet (chain 31337) and devnet B (31338, same node), with each request recorded. */
function createRecordedConfig(): { config: Config; filtersCreatedOn: () => number[] } {
  const requests: { chainId: number; method: string }[] = []
  const recording = (chainId: number): Transport => {
    const inner = http(suite.devnet.rpcUrl)
    return ((options: Parameters<Transport>[0]) => {
      const transport = inner(options)
      return {
        ...transport,
        request: (args: { method: string }) => {
          requests.push({ chainId, method: args.method })
          return transport.request(args as never)
        },
      }
    }) as Transport
  }
  const [devnetChain, devnetB] = [
    devnetNetwork(suite.devnet.rpcUrl),
    unknownToWalletNetwork(suite.devnet.rpcUrl),
  ].map(toViemChain) as [ReturnType<typeof toViemChain>, ReturnType<typeof toViemChain>]
  const config = createConfig({
    chains: [devnetChain, devnetB],
    connectors: [],
    transports: { [suite.devnet.chainId]: recording(suite.devnet.chainId), [DEVNET_B]: recording(DEVNET_B) },
    storage: null,
    multiInjectedProviderDiscovery: false,
  })
  const filtersCreatedOn = () =>
    requests
      .filter(({ method }) => method === 'eth_newPendingTransactionFilter')
      .map(({ chainId }) => chainId)
  return { config, filtersCreatedOn }
}

function createWatcher(config: Config, onTransaction: (hash: string) => void = () => undefined) {
  const watcher = createPendingTransactionsWatcher(config, { pollingInterval: 50, onTransaction })
  watchers.push(watcher)
  return watcher
}

/**
 * Resolves once the polling code has loaded and what the watcher does on loading has run: its first poll asks
 * the node for a filter at once, before any timer.
 */
async function pollingCodeLoaded() {
  await import('./actions/watchNewestPendingTransaction.ts')
  await new Promise((resolve) => setTimeout(resolve, 0))
}

/** Sends 1 wei from devnet account 1 to account 2, straight to the node. */
async function sendFromNode(): Promise<Hex> {
  const [, sender, receiver] = suite.devnet.accounts
  if (!sender || !receiver) throw new Error('the devnet has fewer than three accounts')
  const client = createWalletClient({
    account: privateKeyToAccount(sender.privateKey),
    chain: toViemChain(devnetNetwork(suite.devnet.rpcUrl)),
    transport: http(suite.devnet.rpcUrl),
  })
  return client.sendTransaction({ to: receiver.address as Hex, value: 1n })
}

it('a watch stopped while its polling code loads never asks the node for a filter; a later watch does', async () => {
  const { config, filtersCreatedOn } = createRecordedConfig()
  const watcher = createWatcher(config)

  watcher.watch(suite.devnet.chainId)
  watcher.stop()
  await pollingCodeLoaded()
  expect(filtersCreatedOn()).toEqual([])

  watcher.watch(suite.devnet.chainId)
  await vi.waitFor(() => expect(filtersCreatedOn()).toEqual([suite.devnet.chainId]), {
    timeout: 5_000,
    interval: 20,
  })
}, 30_000)

it('a watch replaced by another chain while its polling code loads polls only the chain watched last', async () => {
  const { config, filtersCreatedOn } = createRecordedConfig()
  const hashes: string[] = []
  const watcher = createWatcher(config, (hash) => hashes.push(hash))

  watcher.watch(DEVNET_B)
  watcher.watch(suite.devnet.chainId)
  await pollingCodeLoaded()
  await vi.waitFor(() => expect(filtersCreatedOn()).toEqual([suite.devnet.chainId]), {
    timeout: 5_000,
    interval: 20,
  })

  const hash = await sendFromNode()
  await vi.waitFor(() => expect(hashes).toContain(hash), { timeout: 5_000, interval: 20 })
  expect(filtersCreatedOn()).toEqual([suite.devnet.chainId])
}, 30_000)

it('watching a chain the config does not have polls nothing', async () => {
  const { config, filtersCreatedOn } = createRecordedConfig()
  const watcher = createWatcher(config)

  watcher.watch(1)
  await pollingCodeLoaded()

  expect(filtersCreatedOn()).toEqual([])
}, 30_000)
