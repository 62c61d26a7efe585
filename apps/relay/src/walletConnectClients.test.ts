// THE integration test: the real WalletConnect SDKs on both sides, talking only through this relay.
import { getSdkError } from '@walletconnect/utils'
import { toHex } from 'viem'
import { afterEach, expect, it } from 'vitest'
import { silentRelayLogger } from './relayLogger.ts'
import { startRelay } from './startRelay.ts'
import { createMemoryStorage } from './test/createMemoryStorage.ts'
import { createRecordingLogger } from './test/createRecordingLogger.ts'
import { createWalletConnectTestKit, testChain } from './test/createWalletConnectTestKit.ts'

const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
})
const { startWallet, startDapp, connectDapp, signAndVerify } = createWalletConnectTestKit(cleanups)

it('a UniversalProvider dApp and a WalletKit wallet pair, approve, personal_sign and disconnect through the relay', async () => {
  const logger = createRecordingLogger()
  const relay = await startRelay({ logger })
  cleanups.push(() => relay.close())
  const { wallet, account, signedMessages } = await startWallet(relay)
  const dapp = await startDapp(relay, createMemoryStorage())

  const session = await connectDapp(dapp, wallet)
  expect(session?.namespaces.eip155?.accounts).toEqual([`${testChain}:${account.address}`])
  expect(Object.keys(wallet.getActiveSessions())).toEqual([session?.topic])

  await signAndVerify(dapp, account.address, 'Signed through the local relay')
  expect(signedMessages).toEqual([toHex('Signed through the local relay')])

  const deleted = new Promise<{ topic: string }>((resolve) => dapp.on('session_delete', resolve))
  await wallet.disconnectSession({ topic: session!.topic, reason: getSdkError('USER_DISCONNECTED') })
  expect((await deleted).topic).toBe(session?.topic)
  expect(dapp.session).toBeUndefined()

  // Both clients authenticated with their own did:key; the relay logged each socket's opening.
  const opened = logger.lines.filter((line) => / open did:key:z/.test(line))
  expect(new Set(opened.map((line) => line.split(' open ')[1])).size).toBe(2)
})

it('a reloaded dApp restores its session (irn_batchSubscribe), signs again and sees the wallet disconnect', async () => {
  const relay = await startRelay({ logger: silentRelayLogger })
  cleanups.push(() => relay.close())
  const { wallet, account, signedMessages } = await startWallet(relay)
  const storage = createMemoryStorage()
  const firstPage = await startDapp(relay, storage)
  const session = await connectDapp(firstPage, wallet)
  await firstPage.client.core.relayer.transportClose()

  const reloaded = await startDapp(relay, storage)
  expect(reloaded.session?.topic).toBe(session?.topic)
  await signAndVerify(reloaded, account.address, 'Signed after a reload')
  expect(signedMessages).toEqual([toHex('Signed after a reload')])

  const deleted = new Promise<{ topic: string }>((resolve) => reloaded.on('session_delete', resolve))
  await wallet.disconnectSession({ topic: session!.topic, reason: getSdkError('USER_DISCONNECTED') })
  expect((await deleted).topic).toBe(session?.topic)
})
