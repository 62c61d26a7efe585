import * as core from '@org/appkit-core'
import { type CaipNetwork, createMemoryStorage } from '@org/appkit-core'
import { injectDevWallet } from '@org/appkit-testing'
import { createStorage } from '@wagmi/core'
import fc from 'fast-check'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { UnrecognizedChainError } from './errors/UnrecognizedChainError.ts'
import { installTestWindow } from './test/installTestWindow.ts'
import { WagmiAdapter } from './WagmiAdapter.ts'

// Issue #15, "Hostile input, counted": an EIP-1193 wallet that answers garbage (wrong types, malformed accounts,
// chain ids and signatures), throws values that are not Errors, or says "method not found", driven through the
// adapter's public methods. Each call resolves with a well-formed answer or rejects with one of the core's named
// error classes, within a bound: never a TypeError from inside, never a hang.

const RUNS = Number(process.env.FUZZ_ADAPTER_RUNS ?? 1_000)
/** Nothing reaches a node: the RPC is a port nobody listens on, so reads fail fast. */
const network: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
}
const other: CaipNetwork = { ...network, id: 31338, caipNetworkId: 'eip155:31338', name: 'Devnet B' }
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='
const RDNS = 'org.appkit.fuzzwallet'
/** Per adapter call: a wallet that answers at all answers well within this. */
const CALL_TIMEOUT_MS = 5_000

/** The named error classes a dApp can catch: the core's, and this adapter's own (UnrecognizedChainError). */
const TYPED_ERRORS = [...Object.values(core), UnrecognizedChainError].filter(
  (value): value is typeof core.BaseError =>
    typeof value === 'function' && value !== core.BaseError && value.prototype instanceof core.BaseError,
)

afterEach(() => {
  vi.unstubAllGlobals()
})

/** What the fake wallet does for one method. */
type Answer = { kind: 'result'; value: unknown } | { kind: 'throw'; value: unknown }

const VALID: Record<string, unknown> = {
  eth_requestAccounts: [ADDRESS],
  eth_accounts: [ADDRESS],
  eth_chainId: '0x7a69',
  personal_sign: `0x${'ab'.repeat(65)}`,
  eth_sendTransaction: `0x${'12'.repeat(32)}`,
  wallet_switchEthereumChain: null,
  wallet_addEthereumChain: null,
  wallet_requestPermissions: [{ parentCapability: 'eth_accounts' }],
  wallet_getPermissions: [{ parentCapability: 'eth_accounts' }],
  eth_estimateGas: '0x5208',
  eth_gasPrice: '0x3b9aca00',
  eth_maxPriorityFeePerGas: '0x3b9aca00',
  eth_getTransactionCount: '0x0',
  eth_blockNumber: '0x1',
}
const METHODS = Object.keys(VALID)

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })

/** Results of the wrong type or shape: what a broken or hostile wallet sends back. */
const garbage: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 2, maxKeys: 3 }),
  fc.constantFrom(
    [],
    [null],
    ['0x'],
    ['not an address'],
    [ADDRESS.toLowerCase().replace('f', 'g')],
    [ADDRESS, 42],
    '0x',
    '0xzz',
    'eip155:1',
    `0x${'f'.repeat(80)}`,
    -1,
    1e308,
    Number.NaN,
    '',
    { result: ADDRESS },
    { code: 4001 },
  ),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
)

/** Throws of anything: not Errors, errors with codes a wallet may use, "method not found". */
const thrown: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 1, maxKeys: 2 }),
  fc.constantFrom(
    undefined,
    null,
    'nope',
    42,
    { code: 4001, message: 'User rejected' },
    { code: '4001' },
    { code: -32601, message: 'Method not found' },
    { message: 'no code' },
    [1, 2],
    Object.create(null),
    { code: 4001, toString: 42 },
  ),
  fc
    .constantFrom(
      4001,
      4100,
      4200,
      4900,
      4901,
      4902,
      5000,
      -32000,
      -32002,
      -32600,
      -32601,
      -32602,
      -32603,
      -32700,
    )
    .map((code) => rpcError(code, `wallet error ${code}`)),
  fc.constant(new TypeError('the wallet itself broke')),
)

const answer = (method: string): fc.Arbitrary<Answer> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant<Answer>({ kind: 'result', value: VALID[method] }) },
    { weight: 3, arbitrary: garbage.map((value): Answer => ({ kind: 'result', value })) },
    { weight: 2, arbitrary: thrown.map((value): Answer => ({ kind: 'throw', value })) },
  )

const wallet = fc.record(
  Object.fromEntries(METHODS.map((method) => [method, answer(method)])),
) as fc.Arbitrary<Record<string, Answer>>
/** Methods the plan does not name: "method not found", as EIP-1193 says (4200), or -32601. */
const unknownMethod = fc.constantFrom(4200, -32601)

/**
 * An EIP-1193 provider answering from the plan. A switch it answers without an error is announced with
 * `chainChanged`, as wallets do: wagmi waits for that event, and a wallet that claims a switch but never reports the
 * new chain keeps wagmi's switchChain waiting for good (a known limit, outside what this test measures).
 */
function createProvider(plan: Record<string, Answer>, unknownCode: number) {
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }
  return {
    async request({ method, params }: { method: string; params?: unknown }) {
      const planned = plan[method]
      if (!planned) throw rpcError(unknownCode, `The method ${method} does not exist / is not available`)
      if (planned.kind === 'throw') throw planned.value
      if (method === 'wallet_switchEthereumChain') {
        const target = (params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId
        setTimeout(() => emit('chainChanged', target), 0)
      }
      return structuredClone(planned.value)
    },
    on(event: string, listener: (payload: unknown) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event: string, listener: (payload: unknown) => void) {
      listeners.get(event)?.delete(listener)
    },
  }
}

type Outcome = 'resolved' | string

async function within<T>(call: () => Promise<T>, check: (value: T) => void): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined
  const hung = new Promise<'hung'>((resolve) => {
    timer = setTimeout(() => resolve('hung'), CALL_TIMEOUT_MS)
  })
  try {
    const settled = await Promise.race([
      call().then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      ),
      hung,
    ])
    if (settled === 'hung') throw new Error(`no answer within ${CALL_TIMEOUT_MS} ms`)
    if (settled.ok) {
      check(settled.value)
      return 'resolved'
    }
    const typed = TYPED_ERRORS.find((ErrorClass) => (settled.error as object)?.constructor === ErrorClass)
    if (!typed)
      throw new Error(
        `rejected with a foreign error: ${String((settled.error as Error)?.stack ?? settled.error)}`,
      )
    return typed.name
  } finally {
    clearTimeout(timer)
  }
}

const isAddress = (value: unknown) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
const isHex = (value: unknown) => typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)

describe('the wagmi adapter under a wallet that answers garbage', () => {
  it(`settles every public call with data or a core error over ${RUNS} generated wallets`, async () => {
    const started = performance.now()
    const outcomes = new Map<string, number>()
    let calls = 0
    const record = (call: string, outcome: Outcome) => {
      calls += 1
      const key = `${call}: ${outcome}`
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1)
    }
    await fc.assert(
      fc.asyncProperty(wallet, unknownMethod, async (plan, unknownCode) => {
        const window = installTestWindow()
        const removeWallet = injectDevWallet(window, createProvider(plan, unknownCode), {
          announce: { name: 'Fuzz Wallet', rdns: RDNS, icon: ICON },
        })
        const adapter = new WagmiAdapter({
          projectId: 'fuzz',
          networks: [network, other],
          storage: createStorage({ storage: createMemoryStorage() }),
          pendingTransactionsFilter: { enable: false },
        })
        try {
          let address = ADDRESS
          record(
            'connect',
            await within(
              () => adapter.connect({ id: RDNS, type: 'ANNOUNCED', network }),
              (connection) => {
                if (!isAddress(connection.address))
                  throw new Error(`connect resolved ${String(connection.address)}`)
                address = connection.address
              },
            ),
          )
          record(
            'getAccounts',
            await within(
              () => adapter.getAccounts({ connectorId: RDNS }),
              (accounts) => {
                if (!accounts.every((account) => isAddress(account.address)))
                  throw new Error(`getAccounts resolved ${JSON.stringify(accounts)}`)
              },
            ),
          )
          record(
            'signMessage',
            await within(
              () => adapter.signMessage({ message: 'hello', address, connectorId: RDNS }),
              ({ signature }) => {
                if (!isHex(signature)) throw new Error(`signMessage resolved ${String(signature)}`)
              },
            ),
          )
          record(
            'sendTransaction',
            await within(
              () =>
                adapter.sendTransaction({
                  network,
                  address,
                  to: ADDRESS,
                  value: 1n,
                  gas: 21_000n,
                  gasPrice: 1n,
                }),
              ({ hash }) => {
                if (!isHex(hash)) throw new Error(`sendTransaction resolved ${String(hash)}`)
              },
            ),
          )
          record(
            'switchNetwork',
            await within(
              () => adapter.switchNetwork({ network: other, connectorId: RDNS }),
              () => undefined,
            ),
          )
          record(
            'disconnect',
            await within(
              () => adapter.disconnect({ connectorId: RDNS }),
              () => undefined,
            ),
          )
        } finally {
          adapter.destroy()
          removeWallet()
          vi.unstubAllGlobals()
        }
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), endOnFailure: true },
    )
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.info(
      `[fuzz] wagmi adapter: ${RUNS} generated wallets, ${calls} calls in ${seconds} s: ${JSON.stringify(Object.fromEntries([...outcomes].sort()))}`,
    )
    expect(calls).toBe(RUNS * 6)
  }, 300_000)

  /** An adapter over a wallet that answers well except for `overrides`. */
  function adapterFor(overrides: Record<string, Answer>) {
    const plan = {
      ...Object.fromEntries(METHODS.map((method) => [method, { kind: 'result', value: VALID[method] }])),
      ...overrides,
    }
    const window = installTestWindow()
    injectDevWallet(window, createProvider(plan as Record<string, Answer>, 4200), {
      announce: { name: 'Fuzz Wallet', rdns: RDNS, icon: ICON },
    })
    const adapter = new WagmiAdapter({
      projectId: 'fuzz',
      networks: [network, other],
      storage: createStorage({ storage: createMemoryStorage() }),
      pendingTransactionsFilter: { enable: false },
    })
    onTestFinished(() => adapter.destroy())
    return adapter
  }

  it('fuzz: a wallet answering eth_sendTransaction with [null] makes sendTransaction reject with AdapterRequestFailedError, not resolve a hash that is not one', async () => {
    const adapter = adapterFor({ eth_sendTransaction: { kind: 'result', value: [null] } })
    await adapter.connect({ id: RDNS, type: 'ANNOUNCED', network })
    await expect(
      adapter.sendTransaction({
        network,
        address: ADDRESS,
        to: ADDRESS,
        value: 1n,
        gas: 21_000n,
        gasPrice: 1n,
      }),
    ).rejects.toBeInstanceOf(core.AdapterRequestFailedError)
  })

  it('fuzz: a wallet answering personal_sign with a number makes signMessage reject with AdapterRequestFailedError, not resolve a signature that is not one', async () => {
    const adapter = adapterFor({ personal_sign: { kind: 'result', value: -4694671952724766 } })
    await adapter.connect({ id: RDNS, type: 'ANNOUNCED', network })
    await expect(
      adapter.signMessage({ message: 'hello', address: ADDRESS, connectorId: RDNS }),
    ).rejects.toBeInstanceOf(core.AdapterRequestFailedError)
  })

  it('fuzz: a wallet throwing a null-prototype object from eth_requestAccounts makes connect reject with AdapterRequestFailedError, not a TypeError', async () => {
    const adapter = adapterFor({ eth_requestAccounts: { kind: 'throw', value: Object.create(null) } })
    await expect(adapter.connect({ id: RDNS, type: 'ANNOUNCED', network })).rejects.toBeInstanceOf(
      core.AdapterRequestFailedError,
    )
  })
})
