// THE integration test on two relays: a UniversalProvider dApp on relay A and a WalletKit wallet on relay B, one
// Redis between them, nothing else shared (set up as in walletConnectClients.test.ts: loopback only).
import { getFreePort } from '@org/appkit-devnet'
import { getSdkError } from '@walletconnect/utils'
import { toHex } from 'viem'
import { afterEach, expect, it, vi } from 'vitest'
import { type Relay, startRelay } from './startRelay.ts'
import { createMemoryStorage } from './test/createMemoryStorage.ts'
import { createRecordingLogger } from './test/createRecordingLogger.ts'
import { createTestKeyPrefix } from './test/createTestKeyPrefix.ts'
import { createWalletConnectTestKit, testChain } from './test/createWalletConnectTestKit.ts'
import { requireRedisUrl } from './test/requireRedisUrl.ts'

const redisUrl = requireRedisUrl()
const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
})
const kit = createWalletConnectTestKit(cleanups)

/** Starts relays of one deployment (one Redis, one key prefix). */
function createDeployment() {
  const redisKeyPrefix = createTestKeyPrefix('walletconnect')
  return async (port?: number) => {
    const logger = createRecordingLogger()
    const relay = await startRelay({ logger, redisUrl, redisKeyPrefix, ...(port ? { port } : {}) })
    cleanups.push(() => relay.close())
    return { relay, logger }
  }
}

async function storedMessages(relay: Relay): Promise<number> {
  return (await (await fetch(`${relay.url.replace('ws:', 'http:')}/health`)).json()).messages
}

it('a dApp on relay A and a wallet on relay B pair, approve, personal_sign, reconnect after a reload, and disconnect', async () => {
  const start = createDeployment()
  const a = await start()
  const b = await start()
  const { wallet, account, signedMessages } = await kit.startWallet(b.relay)
  const storage = createMemoryStorage()
  const firstPage = await kit.startDapp(a.relay, storage)

  const session = await kit.connectDapp(firstPage, wallet)
  expect(session?.namespaces.eip155?.accounts).toEqual([`${testChain}:${account.address}`])
  expect(Object.keys(wallet.getActiveSessions())).toEqual([session?.topic])
  await kit.signAndVerify(firstPage, account.address, 'Signed across two relays')

  // A reload: the page's client is gone, a new one over the same storage restores the session on relay A.
  await firstPage.client.core.relayer.transportClose()
  const reloaded = await kit.startDapp(a.relay, storage)
  expect(reloaded.session?.topic).toBe(session?.topic)
  await kit.signAndVerify(reloaded, account.address, 'Signed after a reload')
  expect(signedMessages).toEqual([toHex('Signed across two relays'), toHex('Signed after a reload')])

  const deleted = new Promise<{ topic: string }>((resolve) => reloaded.on('session_delete', resolve))
  await wallet.disconnectSession({ topic: session!.topic, reason: getSdkError('USER_DISCONNECTED') })
  expect((await deleted).topic).toBe(session?.topic)

  // Each client stayed on its own relay.
  expect(a.logger.lines.filter((line) => / open did:key:z/.test(line))).toHaveLength(2)
  expect(b.logger.lines.filter((line) => / open did:key:z/.test(line))).toHaveLength(1)
})

it('a request sent while the wallet is offline survives a restart of the relay that stored it, and is answered', async () => {
  const start = createDeployment()
  const port = await getFreePort()
  const first = await start(port)
  const b = await start()
  const walletStorage = createMemoryStorage()
  const { wallet, core: walletCore, account } = await kit.startWallet(b.relay, walletStorage)
  const dapp = await kit.startDapp(first.relay, createMemoryStorage())
  const session = await kit.connectDapp(dapp, wallet)
  expect(session?.topic).toBeTypeOf('string')

  // The wallet goes offline; the dApp asks for a signature, which relay A stores in Redis.
  await walletCore.relayer.transportClose()
  const before = await storedMessages(first.relay)
  const signature = kit.requestSignature(dapp, account.address, 'Signed after the restart')
  await vi.waitFor(async () => expect(await storedMessages(first.relay)).toBeGreaterThan(before), {
    timeout: 15_000,
    interval: 50,
  })

  // Relay A restarts on its port (the dApp's SDK reconnects by itself), then the wallet app starts again.
  await first.relay.close()
  await start(port)
  const restartedWallet = await kit.startWallet(b.relay, walletStorage)
  await kit.expectValidSignature(account.address, 'Signed after the restart', await signature)
  expect(restartedWallet.signedMessages).toEqual([toHex('Signed after the restart')])
})
