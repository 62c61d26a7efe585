import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdapterConnection, ChainAdapter } from '../adapters/ChainAdapter.ts'
import { createMockAdapter, type MockAdapterParameters } from '../adapters/createMockAdapter.ts'
import { FOUR_MINUTES_MS } from '../constants/limits.ts'
import { AdapterNotFoundError } from '../errors/AdapterNotFoundError.ts'
import { ChainNotConfiguredError } from '../errors/ChainNotConfiguredError.ts'
import { ConnectionFailedError } from '../errors/ConnectionFailedError.ts'
import { DisconnectError } from '../errors/DisconnectError.ts'
import { InvalidCaipAddressError } from '../errors/InvalidCaipAddressError.ts'
import { RequestPendingError } from '../errors/RequestPendingError.ts'
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.ts'
import { createMemoryStorage } from '../storage/createMemoryStorage.ts'
import { createStorageKeys, type RecentWallet, type StorageKeys } from '../storage/createStorageKeys.ts'
import type { CaipNetwork } from '../types/CaipNetwork.ts'
import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.ts'
import type { Connector } from '../types/Connector.ts'
import { createChainController } from './ChainController.ts'
import {
  type ConnectionControllerDeps,
  createConnectionController,
  type DisconnectEventName,
  type WalletConnectConnections,
} from './ConnectionController.ts'

function network(caipNetworkId: CaipNetworkId): CaipNetwork {
  const [chainNamespace, reference] = caipNetworkId.split(':') as [ChainNamespace, string]
  return {
    id: reference,
    caipNetworkId,
    chainNamespace,
    name: caipNetworkId,
    nativeCurrency: { name: 'Token', symbol: 'TKN', decimals: 18 },
    rpcUrls: { default: { http: ['https://rpc.example'] } },
  }
}

const MAINNET = network('eip155:1')
const SOLANA = network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
const BITCOIN = network('bip122:000000000019d6689c085ae165831e93')
const EVM_ADDRESS = '0x1111111111111111111111111111111111111111'
const SOL_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const METAMASK: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
}
const WALLET: RecentWallet = { id: 'c57ca95b', name: 'MetaMask', rdns: 'io.metamask' }

interface SetupOptions {
  adapters?: Partial<Record<ChainNamespace, ChainAdapter>>
  store?: (keys: StorageKeys) => void
  connectors?: Connector[]
  connectWalletConnect?: ConnectionControllerDeps['connectWalletConnect']
  platform?: 'telegram' | 'iosSafari' | 'desktop'
}

/** Real chain state and memory storage; fakes only at the edge: adapters, toasts, events, platform checks. */
function setup(options: SetupOptions = {}) {
  const keys = createStorageKeys(createMemoryStorage())
  options.store?.(keys)
  const chain = createChainController({
    networks: [MAINNET, SOLANA, BITCOIN],
    storage: keys,
    resetSendForm: () => {},
    openUnsupportedChain: () => {},
    isNetworkSwitchEnabled: () => true,
    isUnsupportedChainAllowed: () => false,
    isWalletConnectBasic: () => false,
  })
  const calls = {
    errors: [] as string[],
    events: [] as { event: DisconnectEventName; namespaces: ChainNamespace[] }[],
    recent: [] as RecentWallet[],
  }
  const platform = options.platform ?? 'desktop'
  const connection = createConnectionController({
    chain,
    getAdapter: (namespace) => options.adapters?.[namespace],
    findConnector: (namespace, id) =>
      options.connectors?.find((connector) => connector.chain === namespace && connector.id === id),
    storage: keys,
    connectWalletConnect: options.connectWalletConnect,
    addRecentWallet: (wallet) => calls.recent.push(wallet),
    isTelegram: () => platform === 'telegram',
    isIosSafari: () => platform === 'iosSafari',
    showError: (message) => calls.errors.push(message),
    trackEvent: (event, properties) => calls.events.push({ event, namespaces: properties.namespaces }),
  })
  return { chain, connection, keys, calls }
}

function storeConnected(namespace: ChainNamespace, connectorId: string) {
  return (keys: StorageKeys) => {
    keys.connectionStatus(namespace).set('connected')
    keys.connectedConnectorId(namespace).set(connectorId)
  }
}

/** Connects eip155 and solana through one WalletConnect session. */
async function connectBothThroughWalletConnect(extra: SetupOptions = {}) {
  const evm = createMockAdapter({ namespace: 'eip155' })
  const sol = createMockAdapter({ namespace: 'solana' })
  const context = setup({
    adapters: { eip155: evm.adapter, solana: sol.adapter },
    connectWalletConnect: async () => ({
      eip155: { address: EVM_ADDRESS, chainId: 1 },
      solana: { address: SOL_ADDRESS, chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
    }),
    ...extra,
  })
  await context.connection.connectWalletConnect()
  return { ...context, evm, sol }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('ConnectionController: restoring on start (spec §4)', () => {
  it('a stored connected status becomes connecting on start, then connected once reconnect syncs the connection', async () => {
    const evm = createMockAdapter({ namespace: 'eip155', reconnect: { address: EVM_ADDRESS, chainId: 1 } })
    const { connection, chain, keys } = setup({
      adapters: { eip155: evm.adapter },
      store: storeConnected('eip155', 'io.metamask'),
      connectors: [METAMASK],
    })
    expect(connection.state.status.eip155).toBe('disconnected')
    const started = connection.start()
    expect(connection.state.status.eip155).toBe('connecting')
    expect(chain.state.chains.eip155.account.status).toBe('connecting')
    await started
    expect(connection.state.status.eip155).toBe('connected')
    expect(chain.state.chains.eip155.account.status).toBe('connected')
    expect(chain.state.chains.eip155.account.caipAddress).toBe(`eip155:1:${EVM_ADDRESS}`)
    expect(chain.state.chains.eip155.account.allAccounts).toEqual([
      { namespace: 'eip155', address: EVM_ADDRESS, type: 'eoa' },
    ])
    expect(connection.getConnection('eip155')).toEqual({
      connectorId: 'io.metamask',
      connectorType: 'ANNOUNCED',
    })
    expect(evm.calls).toEqual([
      { method: 'reconnect', parameters: { connectorId: 'io.metamask', network: MAINNET } },
    ])
    expect(keys.connectionStatus('eip155').get()).toBe('connected')
  })

  it('a connection that cannot be restored ends disconnected with its stored ids cleared', async () => {
    const evm = createMockAdapter({ namespace: 'eip155', reconnect: new Error('no session') })
    const sol = createMockAdapter({ namespace: 'solana', reconnect: null })
    const { connection, keys } = setup({
      adapters: { eip155: evm.adapter, solana: sol.adapter },
      store: (k) => {
        storeConnected('eip155', 'io.metamask')(k)
        storeConnected('solana', 'phantom')(k)
      },
    })
    await connection.start()
    for (const namespace of ['eip155', 'solana'] as const) {
      expect(connection.state.status[namespace]).toBe('disconnected')
      expect(keys.connectedConnectorId(namespace).get()).toBe(undefined)
      expect(keys.connectionStatus(namespace).get()).toBe(undefined)
    }
  })

  it('a stored connected status without a connector id or an adapter is cleared without prompting', async () => {
    const { connection, keys } = setup({
      store: (k) => {
        k.connectionStatus('eip155').set('connected')
        storeConnected('solana', 'phantom')(k)
      },
    })
    await connection.start()
    expect(connection.state.status.eip155).toBe('disconnected')
    expect(connection.state.status.solana).toBe('disconnected')
    expect(keys.connectedConnectorId('solana').get()).toBe(undefined)
  })

  it('namespaces without a stored connected status are not reconnected', async () => {
    const evm = createMockAdapter({ namespace: 'eip155' })
    const { connection } = setup({
      adapters: { eip155: evm.adapter },
      store: (k) => k.connectionStatus('eip155').set('disconnected'),
    })
    await connection.start()
    expect(evm.calls).toEqual([])
    expect(connection.state.status.eip155).toBe('disconnected')
  })
})

describe('ConnectionController: connect', () => {
  it('connects through the adapter: status connected, connector id and status stored, account set, recent wallet recorded', async () => {
    const evm = createMockAdapter({
      namespace: 'eip155',
      connection: {
        address: EVM_ADDRESS,
        chainId: 1,
        accounts: [{ namespace: 'eip155', address: EVM_ADDRESS, type: 'smartAccount' }],
      },
    })
    const { connection, chain, keys, calls } = setup({ adapters: { eip155: evm.adapter } })
    connection.setRecentWallet(WALLET)
    const pending = connection.connect(METAMASK)
    expect(connection.state.status.eip155).toBe('connecting')
    await expect(pending).resolves.toEqual({
      address: EVM_ADDRESS,
      chainId: 1,
      accounts: [{ namespace: 'eip155', address: EVM_ADDRESS, type: 'smartAccount' }],
    })
    expect(connection.state.status.eip155).toBe('connected')
    expect(chain.state.chains.eip155.account.address).toBe(EVM_ADDRESS)
    expect(chain.state.chains.eip155.account.allAccounts[0]?.type).toBe('smartAccount')
    expect(keys.connectedConnectorId('eip155').get()).toBe('io.metamask')
    expect(keys.connectionStatus('eip155').get()).toBe('connected')
    expect(calls.recent).toEqual([WALLET])
    expect(evm.calls[0]).toEqual({
      method: 'connect',
      parameters: { id: 'io.metamask', type: 'ANNOUNCED', network: MAINNET, info: { rdns: 'io.metamask' } },
    })
  })

  it('passes the social login result to the adapter', async () => {
    const evm = createMockAdapter({ namespace: 'eip155' })
    const { connection } = setup({ adapters: { eip155: evm.adapter } })
    await connection.connect({ id: 'ID_AUTH', type: 'AUTH', chain: 'eip155' }, 'eip155', {
      socialUri: 'https://x/cb',
    })
    expect(evm.calls[0]?.parameters).toEqual({
      id: 'ID_AUTH',
      type: 'AUTH',
      network: MAINNET,
      socialUri: 'https://x/cb',
    })
  })

  it('a user rejection is recognised by its code (4001, 5000, or in the cause chain) and becomes UserRejectedRequestError', async () => {
    const byCode = Object.assign(new Error('anything'), { code: 4001 })
    const nested = new Error('wrapped', { cause: { code: 5000 } })
    const typed = new UserRejectedRequestError({ code: 5000 })
    for (const [error, code] of [
      [byCode, 4001],
      [nested, 5000],
      [typed, 5000],
    ] as const) {
      const evm = createMockAdapter({ namespace: 'eip155', errors: { connect: error } })
      const { connection } = setup({ adapters: { eip155: evm.adapter } })
      const failure = await connection.connect(METAMASK).catch((e: unknown) => e)
      expect(failure).toBeInstanceOf(UserRejectedRequestError)
      expect((failure as UserRejectedRequestError).code).toBe(code)
      expect(connection.state.status.eip155).toBe('disconnected')
    }
  })

  it('a rejection message without a rejection code is not treated as a rejection', async () => {
    const evm = createMockAdapter({
      namespace: 'eip155',
      errors: { connect: new Error('User rejected the request.') },
    })
    const { connection, keys } = setup({ adapters: { eip155: evm.adapter } })
    const failure = await connection.connect(METAMASK).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ConnectionFailedError)
    expect((failure as ConnectionFailedError).connectorId).toBe('io.metamask')
    expect((failure as ConnectionFailedError).cause).toBeInstanceOf(Error)
    expect(connection.state.status.eip155).toBe('disconnected')
    expect(keys.connectedConnectorId('eip155').get()).toBe(undefined)
  })

  it('an adapter answering with a malformed address fails the connection instead of storing it', async () => {
    const evm = createMockAdapter({ namespace: 'eip155', connection: { address: 'a:b', chainId: 1 } })
    const { connection, chain } = setup({ adapters: { eip155: evm.adapter } })
    const failure = await connection.connect(METAMASK).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ConnectionFailedError)
    expect((failure as ConnectionFailedError).walk((e) => e instanceof InvalidCaipAddressError)).toBeTruthy()
    expect(chain.state.chains.eip155.account.caipAddress).toBe(undefined)
  })

  it('a failed switch to another wallet keeps the namespace connected', async () => {
    const errors: MockAdapterParameters['errors'] = {}
    const evm = createMockAdapter({ namespace: 'eip155', errors })
    const { connection } = setup({ adapters: { eip155: evm.adapter } })
    await connection.connect(METAMASK)
    errors.connect = new Error('boom')
    await expect(connection.connect({ ...METAMASK, id: 'com.coinbase' })).rejects.toThrow('Connection failed')
    expect(connection.state.status.eip155).toBe('connected')
    expect(connection.getConnection('eip155')?.connectorId).toBe('io.metamask')
  })

  it('a chain namespace must be configured, and have an adapter, before connecting', async () => {
    const { connection } = setup()
    await expect(connection.connect({ ...METAMASK, chain: 'polkadot' })).rejects.toBeInstanceOf(
      ChainNotConfiguredError,
    )
    await expect(connection.connect(METAMASK)).rejects.toBeInstanceOf(AdapterNotFoundError)
    await expect(connection.connect(METAMASK)).rejects.toThrow('Adapter for namespace does not exist')
    expect(connection.state.status.eip155).toBe('disconnected')
  })
})

/** A wallet whose connect requests wait until the test answers them, oldest first. */
function hangingWallet(adapter: ChainAdapter) {
  const waiting: { resolve(connection: AdapterConnection): void; reject(error: unknown): void }[] = []
  adapter.connect = () =>
    new Promise<AdapterConnection>((resolve, reject) => waiting.push({ resolve, reject }))
  return {
    get pending() {
      return waiting.length
    },
    async approve(address = EVM_ADDRESS) {
      waiting.shift()?.resolve({ address, chainId: 1 })
      await flush()
    },
    async reject(error: unknown = Object.assign(new Error('User rejected the request.'), { code: 4001 })) {
      waiting.shift()?.reject(error)
      await flush()
    },
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const COINBASE: Connector = {
  ...METAMASK,
  id: 'com.coinbase',
  name: 'Coinbase',
  info: { rdns: 'com.coinbase' },
}
const OTHER_ADDRESS = '0x2222222222222222222222222222222222222222'

describe('ConnectionController: a wallet that does not answer', () => {
  it('leaving the waiting view (abandonConnect) sets the namespace back to disconnected at once; a late rejection then changes nothing', async () => {
    const evm = createMockAdapter({ namespace: 'eip155' })
    const wallet = hangingWallet(evm.adapter)
    const { connection, chain } = setup({ adapters: { eip155: evm.adapter } })
    const attempt = connection.connect(METAMASK)
    expect(chain.state.chains.eip155.account.status).toBe('connecting')
    connection.abandonConnect('eip155', attempt)
    expect(connection.state.status.eip155).toBe('disconnected')
    expect(chain.state.chains.eip155.account.status).toBe('disconnected')
    const failure = attempt.catch((error: unknown) => error)
    await wallet.reject()
    expect(await failure).toBeInstanceOf(UserRejectedRequestError)
    expect(connection.state.status.eip155).toBe('disconnected')
    expect(connection.getConnection('eip155')).toBe(undefined)
  })

  it('a late approval of an abandoned connect connects, since the wallet then holds the authorization', async () => {
    const evm = createMockAdapter({ namespace: 'eip155' })
    const wallet = hangingWallet(evm.adapter)
    const { connection, chain, keys, calls } = setup({ adapters: { eip155: evm.adapter } })
    connection.setRecentWallet(WALLET)
    const attempt = connection.connect(METAMASK)
    connection.abandonConnect('eip155', attempt)
    await wallet.approve()
    await expect(attempt).resolves.toEqual({ address: EVM_ADDRESS, chainId: 1 })
    expect(connection.state.status.eip155).toBe('connected')
    expect(chain.state.chains.eip155.account.address).toBe(EVM_ADDRESS)
    expect(keys.connectedConnectorId('eip155').get()).toBe('io.metamask')
    expect(calls.recent).toEqual([WALLET])
  })

  it('abandoning a switch to another wallet shows the held connection again, and its late rejection keeps it', async () => {
    const evm = createMockAdapter({ namespace: 'eip155' })
    const { connection } = setup({ adapters: { eip155: evm.adapter } })
    await connection.connect(METAMASK)
    const wallet = hangingWallet(evm.adapter)
    const attempt = connection.connect(COINBASE)
    expect(connection.state.status.eip155).toBe('connecting')
    connection.abandonConnect('eip155')
    expect(connection.state.status.eip155).toBe('connected')
    attempt.catch(() => undefined)
    await wallet.reject()
    expect(connection.state.status.eip155).toBe('connected')
    expect(connection.getConnection('eip155')?.connectorId).toBe('io.metamask')
  })

  it('picking the same wallet again while its request is unanswered waits on that request (no second one) and connects when the wallet answers', async () => {
    const evm = createMockAdapter({ namespace: 'eip155' })
    const wallet = hangingWallet(evm.adapter)
    const { connection } = setup({ adapters: { eip155: evm.adapter } })
    const first = connection.connect(METAMASK)
    connection.abandonConnect('eip155', first)
    const second = connection.connect(METAMASK)
    expect(second).toBe(first)
    expect(wallet.pending).toBe(1)
    expect(connection.state.status.eip155).toBe('connecting')
    await wallet.approve()
    await expect(second).resolves.toMatchObject({ address: EVM_ADDRESS })
    expect(connection.state.status.eip155).toBe('connected')
  })

  it('a newer attempt with another wallet owns the namespace: the older one’s late approval does not connect, its late rejection does not end the newer one', async () => {
    const evm = createMockAdapter({ namespace: 'eip155' })
    const wallet = hangingWallet(evm.adapter)
    const { connection, chain } = setup({ adapters: { eip155: evm.adapter } })
    const older = connection.connect(METAMASK)
    connection.abandonConnect('eip155', older)
    const newer = connection.connect(COINBASE)
    expect(wallet.pending).toBe(2)
    await wallet.approve()
    await expect(older).resolves.toMatchObject({ address: EVM_ADDRESS })
    expect(connection.state.status.eip155).toBe('connecting')
    expect(connection.getConnection('eip155')).toBe(undefined)
    // The adapter lets go of the wallet that answered too late.
    expect(evm.calls).toEqual([{ method: 'disconnect', parameters: { connectorId: 'io.metamask' } }])
    await wallet.approve(OTHER_ADDRESS)
    await expect(newer).resolves.toMatchObject({ address: OTHER_ADDRESS })
    expect(connection.getConnection('eip155')?.connectorId).toBe('com.coinbase')
    expect(chain.state.chains.eip155.account.address).toBe(OTHER_ADDRESS)

    const third = connection.connect(METAMASK)
    const fourth = connection.connect(COINBASE)
    third.catch(() => undefined)
    await wallet.reject()
    expect(connection.state.status.eip155).toBe('connecting')
    fourth.catch(() => undefined)
    await wallet.reject()
    expect(connection.state.status.eip155).toBe('connected')
  })

  it('abandon and resume act on the attempt they name: an answered attempt’s promise leaves the next one connecting; resume (a re-mounted view) makes an abandoned one connecting again', async () => {
    const evm = createMockAdapter({ namespace: 'eip155' })
    const wallet = hangingWallet(evm.adapter)
    const { connection } = setup({ adapters: { eip155: evm.adapter } })
    const first = connection.connect(METAMASK)
    first.catch(() => undefined)
    await wallet.reject()
    const retry = connection.connect(METAMASK)
    expect(retry).not.toBe(first)
    connection.abandonConnect('eip155', first)
    expect(connection.state.status.eip155).toBe('connecting')
    connection.abandonConnect('eip155', retry)
    expect(connection.state.status.eip155).toBe('disconnected')
    connection.resumeConnect('eip155', first)
    expect(connection.state.status.eip155).toBe('disconnected')
    connection.resumeConnect('eip155', retry)
    expect(connection.state.status.eip155).toBe('connecting')
    await wallet.approve()
    connection.abandonConnect('eip155', retry)
    connection.resumeConnect('eip155', retry)
    expect(connection.state.status.eip155).toBe('connected')
  })

  it('disconnecting drops a connect still waiting: its late approval does not connect', async () => {
    const evm = createMockAdapter({ namespace: 'eip155' })
    const wallet = hangingWallet(evm.adapter)
    const { connection } = setup({ adapters: { eip155: evm.adapter } })
    const attempt = connection.connect(METAMASK)
    await connection.disconnect()
    expect(connection.state.status.eip155).toBe('disconnected')
    await wallet.approve()
    await expect(attempt).resolves.toMatchObject({ address: EVM_ADDRESS })
    expect(connection.state.status.eip155).toBe('disconnected')
    expect(connection.getConnection('eip155')).toBe(undefined)
    expect(evm.calls).toEqual([{ method: 'disconnect', parameters: { connectorId: 'io.metamask' } }])
  })

  it('a wallet answering -32002 (a request already pending) rejects with RequestPendingError, recognised by code only, and the namespace is disconnected again', async () => {
    const pendingMessage = "Request of type 'wallet_requestPermissions' already pending for origin"
    for (const error of [
      Object.assign(new Error(pendingMessage), { code: -32002 }),
      new Error('wrapped', { cause: { code: '-32002' } }),
      new RequestPendingError(),
    ]) {
      const evm = createMockAdapter({ namespace: 'eip155', errors: { connect: error } })
      const { connection } = setup({ adapters: { eip155: evm.adapter } })
      const failure = await connection.connect(METAMASK).catch((e: unknown) => e)
      expect(failure).toBeInstanceOf(RequestPendingError)
      expect(connection.state.status.eip155).toBe('disconnected')
    }
    const byText = createMockAdapter({ namespace: 'eip155', errors: { connect: new Error(pendingMessage) } })
    const { connection } = setup({ adapters: { eip155: byText.adapter } })
    expect(await connection.connect(METAMASK).catch((e: unknown) => e)).toBeInstanceOf(ConnectionFailedError)
  })
})

describe('ConnectionController: disconnect (spec §4, §8)', () => {
  it('resets account and network data, clears the connection, removes stored social provider and connector ids, reports success', async () => {
    const evm = createMockAdapter({ namespace: 'eip155' })
    const { connection, chain, keys, calls } = setup({ adapters: { eip155: evm.adapter } })
    await connection.connect(METAMASK)
    keys.connectedSocialProvider.set('google')
    chain.setApprovedNetworkIds('eip155', ['eip155:1'])
    await expect(connection.disconnect('eip155')).resolves.toEqual({
      status: 'success',
      namespaces: ['eip155'],
    })
    expect(evm.methods()).toEqual(['connect', 'disconnect'])
    expect(evm.calls[1]?.parameters).toEqual({ connectorId: 'io.metamask' })
    expect(chain.state.chains.eip155.account.address).toBe(undefined)
    expect(chain.state.chains.eip155.account.status).toBe('disconnected')
    expect(chain.state.chains.eip155.network.approvedNetworkIds).toBe(undefined)
    expect(connection.state.status.eip155).toBe('disconnected')
    expect(connection.getConnection('eip155')).toBe(undefined)
    expect(keys.connectedConnectorId('eip155').get()).toBe(undefined)
    expect(keys.connectionStatus('eip155').get()).toBe(undefined)
    expect(keys.connectedSocialProvider.get()).toBe(undefined)
    expect(calls.events).toEqual([{ event: 'DISCONNECT_SUCCESS', namespaces: ['eip155'] }])
    expect(calls.errors).toEqual([])
  })

  it('disconnecting a chain also resets the other chains sharing its WalletConnect connector, ending the session once', async () => {
    const { connection, chain, evm, sol, calls } = await connectBothThroughWalletConnect()
    expect(connection.state.status.solana).toBe('connected')
    await connection.disconnect('solana')
    expect(sol.methods()).toEqual(['disconnect'])
    expect(evm.methods()).toEqual([])
    expect(connection.state.status.eip155).toBe('disconnected')
    expect(chain.state.chains.eip155.account.address).toBe(undefined)
    expect(calls.events).toEqual([{ event: 'DISCONNECT_SUCCESS', namespaces: ['solana', 'eip155'] }])
  })

  it('disconnecting a chain also resets the other chains sharing its embedded-wallet (AUTH) connector', async () => {
    const evm = createMockAdapter({ namespace: 'eip155' })
    const sol = createMockAdapter({
      namespace: 'solana',
      connection: { address: SOL_ADDRESS, chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
    })
    const { connection } = setup({ adapters: { eip155: evm.adapter, solana: sol.adapter } })
    await connection.connect({ id: 'ID_AUTH', type: 'AUTH', chain: 'eip155' })
    await connection.connect({ id: 'ID_AUTH', type: 'AUTH', chain: 'solana' })
    await connection.disconnect('eip155')
    expect(connection.state.status.solana).toBe('disconnected')
    expect(evm.methods()).toEqual(['connect', 'disconnect'])
    expect(sol.methods()).toEqual(['connect'])
  })

  it('a chain with its own injected connection is not disconnected with another chain', async () => {
    const evm = createMockAdapter({ namespace: 'eip155' })
    const sol = createMockAdapter({
      namespace: 'solana',
      connection: { address: SOL_ADDRESS, chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
    })
    const { connection } = setup({ adapters: { eip155: evm.adapter, solana: sol.adapter } })
    await connection.connect(METAMASK)
    await connection.connect({ id: 'phantom', type: 'ANNOUNCED', chain: 'solana' })
    await connection.disconnect('eip155')
    expect(connection.state.status.solana).toBe('connected')
  })

  it('a restored WalletConnect connection learns its type from the connector list, so sharing still applies', async () => {
    const evm = createMockAdapter({ namespace: 'eip155', reconnect: { address: EVM_ADDRESS, chainId: 1 } })
    const sol = createMockAdapter({
      namespace: 'solana',
      reconnect: { address: SOL_ADDRESS, chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
    })
    const wc = (chain: ChainNamespace): Connector => ({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain,
    })
    const { connection } = setup({
      adapters: { eip155: evm.adapter, solana: sol.adapter },
      connectors: [wc('eip155'), wc('solana')],
      store: (k) => {
        storeConnected('eip155', 'walletConnect')(k)
        storeConnected('solana', 'walletConnect')(k)
      },
    })
    await connection.start()
    expect(connection.getConnection('solana')?.connectorType).toBe('WALLET_CONNECT')
    await connection.disconnect('eip155')
    expect(connection.state.status.solana).toBe('disconnected')
    expect(sol.methods()).toEqual(['reconnect'])
  })

  it('disconnect without a namespace disconnects every connected chain', async () => {
    const evm = createMockAdapter({ namespace: 'eip155' })
    const sol = createMockAdapter({
      namespace: 'solana',
      connection: { address: SOL_ADDRESS, chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
    })
    const { connection, calls } = setup({ adapters: { eip155: evm.adapter, solana: sol.adapter } })
    await connection.connect(METAMASK)
    await connection.connect({ id: 'phantom', type: 'ANNOUNCED', chain: 'solana' })
    await expect(connection.disconnect()).resolves.toEqual({
      status: 'success',
      namespaces: ['eip155', 'solana'],
    })
    expect(connection.state.status).toEqual({
      eip155: 'disconnected',
      solana: 'disconnected',
      polkadot: 'disconnected',
      bip122: 'disconnected',
    })
    expect(calls.events.at(-1)).toEqual({ event: 'DISCONNECT_SUCCESS', namespaces: ['eip155', 'solana'] })
  })

  it('on failure shows "Failed to disconnect", reports the error and leaves every state as it was', async () => {
    const evm = createMockAdapter({
      namespace: 'eip155',
      connection: { address: EVM_ADDRESS, chainId: 1 },
      errors: { disconnect: new Error('provider gone') },
    })
    const { connection, chain, keys, calls } = setup({ adapters: { eip155: evm.adapter } })
    await connection.connect(METAMASK)
    keys.connectedSocialProvider.set('google')
    const result = await connection.disconnect('eip155')
    expect(result.status).toBe('error')
    expect(result.status === 'error' && result.error).toBeInstanceOf(DisconnectError)
    expect(calls.errors).toEqual(['Failed to disconnect'])
    expect(calls.events).toEqual([{ event: 'DISCONNECT_ERROR', namespaces: ['eip155'] }])
    expect(connection.state.status.eip155).toBe('connected')
    expect(chain.state.chains.eip155.account.address).toBe(EVM_ADDRESS)
    expect(keys.connectedConnectorId('eip155').get()).toBe('io.metamask')
    expect(keys.connectedSocialProvider.get()).toBe('google')
  })

  it('disconnecting an unconfigured namespace is refused', async () => {
    const { connection } = setup()
    await expect(connection.disconnect('polkadot')).rejects.toBeInstanceOf(ChainNotConfiguredError)
  })

  it('ending a WalletConnect connection resets the WalletConnect state', async () => {
    const { connection } = await connectBothThroughWalletConnect()
    connection.setWcLinking({ name: 'Rainbow', href: 'rainbow://' })
    connection.setWcUri('wc:abc@2')
    await connection.disconnect('eip155')
    expect(connection.state.wcUri).toBe(undefined)
    expect(connection.state.wcPairingExpiry).toBe(undefined)
    expect(connection.state.wcLinking).toBe(undefined)
    expect(connection.state.wcStatus).toBe('disconnected')
  })
})

describe('ConnectionController: WalletConnect pairing (spec §4)', () => {
  it('without a WalletConnect client, connecting throws "ConnectionController client not set"', async () => {
    const { connection } = setup()
    await expect(connection.connectWalletConnect()).rejects.toThrow('ConnectionController client not set')
  })

  it('the pairing expiry is set when a URI is set: four minutes from now, or the expiry WalletConnect gives', () => {
    vi.useFakeTimers({ now: 1_000_000 })
    const { connection } = setup()
    expect(connection.isPairingExpired()).toBe(true)
    connection.setWcUri('wc:abc@2')
    expect(connection.state.wcUri).toBe('wc:abc@2')
    expect(connection.state.wcPairingExpiry).toBe(1_000_000 + FOUR_MINUTES_MS)
    vi.advanceTimersByTime(FOUR_MINUTES_MS - 1)
    expect(connection.isPairingExpired()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(connection.isPairingExpired()).toBe(true)
    connection.setWcUri('wc:def@2', 5_000_000)
    expect(connection.state.wcPairingExpiry).toBe(5_000_000)
  })

  it('a WalletConnect session connects each namespace it covers, records the recent wallet and uses up the URI', async () => {
    const { connection, chain, calls } = await connectBothThroughWalletConnect()
    expect(connection.state.wcStatus).toBe('connected')
    expect(connection.getConnection('eip155')).toEqual({
      connectorId: 'walletConnect',
      connectorType: 'WALLET_CONNECT',
    })
    expect(chain.state.chains.solana.account.address).toBe(SOL_ADDRESS)
    expect(connection.state.status.bip122).toBe('disconnected')
    expect(connection.state.wcUri).toBe(undefined)
    expect(calls.recent).toEqual([])
    connection.setRecentWallet(WALLET)
    await connection.connectWalletConnect()
    expect(calls.recent).toEqual([WALLET])
  })

  it('a declined pairing sets wcError and rejects with UserRejectedRequestError; another failure with ConnectionFailedError', async () => {
    const declined = setup({ connectWalletConnect: () => Promise.reject({ code: 5000 }) })
    declined.connection.setWcUri('wc:abc@2')
    await expect(declined.connection.connectWalletConnect()).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(declined.connection.state.wcStatus).toBe('wcError')
    expect(declined.connection.state.wcUri).toBe(undefined)
    const broken = setup({ connectWalletConnect: () => Promise.reject(new Error('relay down')) })
    await expect(broken.connection.connectWalletConnect()).rejects.toBeInstanceOf(ConnectionFailedError)
  })

  it.each(['telegram', 'iosSafari'] as const)(
    'on %s a pairing in flight is reused instead of starting a new one',
    async (platform) => {
      let approve: (value: WalletConnectConnections) => void = () => {}
      const connect = vi.fn(
        () =>
          new Promise<WalletConnectConnections>((resolve) => {
            approve = resolve
          }),
      )
      const { connection } = setup({ platform, connectWalletConnect: connect, adapters: {} })
      const first = connection.connectWalletConnect()
      connection.setWcUri('wc:abc@2')
      const second = connection.connectWalletConnect()
      expect(connect).toHaveBeenCalledTimes(1)
      approve({})
      await Promise.all([first, second])
      expect(connection.state.wcStatus).toBe('connected')
    },
  )

  it('on Telegram a live pairing URI is reused until it expires, then a new pairing starts', async () => {
    vi.useFakeTimers({ now: 0 })
    const connect = vi.fn(() => new Promise<WalletConnectConnections>(() => {}))
    const { connection } = setup({ platform: 'telegram', connectWalletConnect: connect })
    void connection.connectWalletConnect()
    connection.setWcUri('wc:abc@2')
    vi.advanceTimersByTime(FOUR_MINUTES_MS - 1)
    void connection.connectWalletConnect()
    expect(connect).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    void connection.connectWalletConnect()
    expect(connect).toHaveBeenCalledTimes(2)
  })

  it('on Safari on iOS a pre-fetched URI that has not expired is reused without a new pairing', async () => {
    vi.useFakeTimers({ now: 0 })
    const connect = vi.fn(async () => ({}))
    const { connection } = setup({ platform: 'iosSafari', connectWalletConnect: connect })
    connection.setWcUri('wc:abc@2')
    await connection.connectWalletConnect()
    expect(connect).not.toHaveBeenCalled()
    expect(connection.state.wcUri).toBe('wc:abc@2')
    vi.advanceTimersByTime(FOUR_MINUTES_MS)
    await connection.connectWalletConnect()
    expect(connect).toHaveBeenCalledTimes(1)
  })

  it('elsewhere every connect starts a new pairing', async () => {
    vi.useFakeTimers({ now: 0 })
    const connect = vi.fn(() => new Promise<WalletConnectConnections>(() => {}))
    const { connection } = setup({ platform: 'desktop', connectWalletConnect: connect })
    void connection.connectWalletConnect()
    connection.setWcUri('wc:abc@2')
    void connection.connectWalletConnect()
    expect(connect).toHaveBeenCalledTimes(2)
  })

  it('WalletConnect status covers buffering and wcError; linking, basic mode and reset are plain state', () => {
    const { connection } = setup()
    connection.setWcStatus('buffering')
    expect(connection.state.wcStatus).toBe('buffering')
    connection.setWcStatus('wcError')
    expect(connection.state.wcStatus).toBe('wcError')
    connection.setWcLinking({ name: 'Rainbow', href: 'rainbow://' })
    connection.setWcBasic(true)
    expect(connection.state.wcBasic).toBe(true)
    connection.setRecentWallet(WALLET)
    connection.setWcUri('wc:abc@2')
    connection.resetWcConnection()
    expect(connection.state).toMatchObject({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      wcStatus: 'disconnected',
      recentWallet: WALLET,
    })
  })
})
