// The real WalletConnect SDKs on both sides (a UniversalProvider dApp, a WalletKit wallet), set up to talk only
// through a relay on 127.0.0.1: for walletConnectClients.test.ts (one relay) and its Redis twin (two relays).
import { getDevnetAccount } from '@org/appkit-devnet'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type { ICore } from '@walletconnect/types'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { buildApprovedNamespaces } from '@walletconnect/utils'
import { type Address, type Hex, isHex, toHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect } from 'vitest'
import { createMemoryStorage, type MemoryStorage } from './createMemoryStorage.ts'

const projectId = '0123456789abcdef0123456789abcdef'
export const testChain = 'eip155:31337'
const rpcMap = { 31337: 'http://127.0.0.1:8545' }
const metadata = (name: string) => ({ name, description: name, url: 'http://127.0.0.1', icons: [] })

/** Where a client connects: a relay's `url` (`ws://127.0.0.1:PORT`). */
export interface RelayAddress {
  readonly url: string
}

export type TestDapp = Awaited<ReturnType<typeof UniversalProvider.init>>

// Keep every call on loopback (LOCAL-STACK.md): no hosted verify service, no telemetry INIT event. A resolve
// that answers nothing leaves the request's verify context UNKNOWN, as when the service is unreachable.
function keepOnLoopback(core: ICore) {
  core.verify.register = async () => undefined
  core.verify.resolve = (async () => undefined) as unknown as ICore['verify']['resolve']
  core.eventClient.init = async () => undefined
}

/**
 * Starts dApps and wallets whose transports the test's cleanups close.
 *
 * @example
 * const kit = createWalletConnectTestKit(cleanups)
 * const { wallet } = await kit.startWallet(relay)
 * const session = await kit.connectDapp(await kit.startDapp(relay, createMemoryStorage()), wallet)
 */
export function createWalletConnectTestKit(cleanups: Array<() => Promise<unknown>>) {
  /** A wallet that approves every proposal for the devnet's first account and signs personal_sign. Pass the same
   * storage again to start it over (a restarted wallet app). */
  async function startWallet(relay: RelayAddress, storage: MemoryStorage = createMemoryStorage()) {
    const account = privateKeyToAccount(getDevnetAccount(0).privateKey)
    const core = new Core({
      projectId,
      relayUrl: relay.url,
      customStoragePrefix: 'relay-test-wallet',
      storage,
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
            chains: [testChain],
            methods: ['personal_sign'],
            events: ['accountsChanged', 'chainChanged'],
            accounts: [`${testChain}:${account.address}`],
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
    return { wallet, core, account, signedMessages, storage }
  }

  /** A dApp page: a fresh UniversalProvider over `storage` (pass the same storage again to "reload" it). */
  async function startDapp(relay: RelayAddress, storage: MemoryStorage) {
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

  async function connectDapp(dapp: TestDapp, wallet: InstanceType<typeof WalletKit>) {
    dapp.on('display_uri', (uri: string) => {
      void wallet.pair({ uri })
    })
    return dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: [testChain],
          methods: ['personal_sign'],
          events: ['accountsChanged', 'chainChanged'],
          rpcMap,
        },
      },
    })
  }

  function requestSignature(dapp: TestDapp, address: Address, message: string) {
    return dapp.request<Hex>({ method: 'personal_sign', params: [toHex(message), address] }, testChain)
  }

  async function expectValidSignature(address: Address, message: string, signature: Hex) {
    expect(isHex(signature)).toBe(true)
    expect(await verifyMessage({ address, message, signature })).toBe(true)
  }

  async function signAndVerify(dapp: TestDapp, address: Address, message: string) {
    await expectValidSignature(address, message, await requestSignature(dapp, address, message))
  }

  return { startWallet, startDapp, connectDapp, requestSignature, expectValidSignature, signAndVerify }
}
