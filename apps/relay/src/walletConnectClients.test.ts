// THE integration test: the real WalletConnect SDKs on both sides, talking only through this relay.
import { getDevnetAccount } from '@org/appkit-devnet'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type { ICore } from '@walletconnect/types'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { type Address, type Hex, isHex, toHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, expect, it } from 'vitest'
import { silentRelayLogger } from './relayLogger.ts'
import { type Relay, startRelay } from './startRelay.ts'
import { createMemoryStorage, type MemoryStorage } from './test/createMemoryStorage.ts'
import { createRecordingLogger } from './test/createRecordingLogger.ts'

const projectId = '0123456789abcdef0123456789abcdef'
const chain = 'eip155:31337'
const rpcMap = { 31337: 'http://127.0.0.1:8545' }
const metadata = (name: string) => ({ name, description: name, url: 'http://127.0.0.1', icons: [] })

// Keep every call on loopback (LOCAL-STACK.md): no hosted verify service, no telemetry INIT event. A resolve
// that answers nothing leaves the request's verify context UNKNOWN, as when the service is unreachable.
function keepOnLoopback(core: ICore) {
  core.verify.register = async () => undefined
  core.verify.resolve = (async () => undefined) as unknown as ICore['verify']['resolve']
  core.eventClient.init = async () => undefined
}

const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
})

async function startWallet(relay: Relay) {
  const account = privateKeyToAccount(getDevnetAccount(0).privateKey)
  const core = new Core({
    projectId,
    relayUrl: relay.url,
    customStoragePrefix: 'relay-test-wallet',
    storage: createMemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
  })
  keepOnLoopback(core)
  const wallet = await WalletKit.init({ core, metadata: metadata('Relay test wallet') })
  cleanups.push(() => core.relayer.transportClose())

  wallet.on('session_proposal', async (proposal: WalletKitTypes.SessionProposal) => {
    const namespaces = buildApprovedNamespaces({
      proposal: proposal.params,
      supportedNamespaces: {
        eip155: {
          chains: [chain],
          methods: ['personal_sign'],
          events: ['accountsChanged', 'chainChanged'],
          accounts: [`${chain}:${account.address}`],
        },
      },
    })
    await wallet.approveSession({ id: proposal.id, namespaces })
  })
  const signedMessages: Hex[] = []
  wallet.on('session_request', async (event: WalletKitTypes.SessionRequest) => {
    const { method, params } = event.params.request
    if (method !== 'personal_sign') throw new Error(`Unexpected request ${method}`)
    const [message] = params as [Hex, string]
    signedMessages.push(message)
    const signature = await account.signMessage({ message: { raw: message } })
    await wallet.respondSessionRequest({
      topic: event.topic,
      response: { id: event.id, jsonrpc: '2.0', result: signature },
    })
  })
  return { wallet, account, signedMessages }
}

type Dapp = Awaited<ReturnType<typeof UniversalProvider.init>>

/** A dApp page: a fresh UniversalProvider over `storage` (pass the same storage again to "reload" it). */
async function startDapp(relay: Relay, storage: MemoryStorage) {
  const dapp = await UniversalProvider.init({
    projectId,
    relayUrl: relay.url,
    customStoragePrefix: 'relay-test-dapp',
    storage,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: metadata('Relay test dApp'),
  })
  keepOnLoopback(dapp.client.core)
  cleanups.push(() => dapp.client.core.relayer.transportClose())
  return dapp
}

async function connectDapp(dapp: Dapp, wallet: InstanceType<typeof WalletKit>) {
  dapp.on('display_uri', (uri: string) => {
    void wallet.pair({ uri })
  })
  return dapp.connect({
    optionalNamespaces: {
      eip155: {
        chains: [chain],
        methods: ['personal_sign'],
        events: ['accountsChanged', 'chainChanged'],
        rpcMap,
      },
    },
  })
}

async function signAndVerify(dapp: Dapp, address: Address, message: string) {
  const signature = await dapp.request<Hex>(
    { method: 'personal_sign', params: [toHex(message), address] },
    chain,
  )
  expect(isHex(signature)).toBe(true)
  expect(await verifyMessage({ address, message, signature })).toBe(true)
}

it('a UniversalProvider dApp and a WalletKit wallet pair, approve, personal_sign and disconnect through the relay', async () => {
  const logger = createRecordingLogger()
  const relay = await startRelay({ logger })
  cleanups.push(() => relay.close())
  const { wallet, account, signedMessages } = await startWallet(relay)
  const dapp = await startDapp(relay, createMemoryStorage())

  const session = await connectDapp(dapp, wallet)
  expect(session?.namespaces.eip155?.accounts).toEqual([`${chain}:${account.address}`])
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
