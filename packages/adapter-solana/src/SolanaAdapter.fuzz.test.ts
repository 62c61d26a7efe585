import * as core from '@org/appkit-core'
import { createMemoryStorage } from '@org/appkit-core'
import { solanaDevnetAccounts } from '@org/appkit-devnet'
import { createSolanaDevWallet, registerSolanaDevWallet } from '@org/appkit-testing'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import fc from 'fast-check'
import { describe, expect, it, onTestFinished } from 'vitest'
import { decodeBase58, encodeBase58 } from './encoding/base58.ts'
import { SolanaSendFailedError } from './errors/SolanaSendFailedError.ts'
import { SolanaAdapter } from './SolanaAdapter.ts'
import { setUpSolanaSuite } from './test/setUpSolanaSuite.ts'

// Issue #15, "Hostile input, counted": Wallet Standard wallets whose features answer garbage (accounts of the wrong
// shape, addresses and keys of the wrong type or size, signatures of the wrong length), throw values that are not
// Errors, never answer, or emit garbage `change` events, driven through the adapter's public methods against this
// file's devnet. Each call resolves with a well-formed answer or rejects with one of the core's named error classes
// (or SolanaSendFailedError), within a bound: never a TypeError from inside, never a hang the wallet did not cause.

const RUNS = Number(process.env.FUZZ_ADAPTER_RUNS ?? 1_000)
/** Per adapter call: a wallet that answers at all answers well within this. */
const CALL_TIMEOUT_MS = 5_000
/** How long a call may still take once the wallet has started a request it will never answer. */
const HANG_GRACE_MS = 20
const CHAIN = 'solana:devnet'
const [alice, bob] = [solanaDevnetAccounts[0]!, solanaDevnetAccounts[1]!]
const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' as const

const suite = setUpSolanaSuite({ createSolanaDevWallet, registerSolanaDevWallet })

/** The named error classes a dApp can catch: the core's, and this adapter's own SolanaSendFailedError. */
const TYPED_ERRORS = [...Object.values(core), SolanaSendFailedError].filter(
  (value): value is typeof core.BaseError =>
    typeof value === 'function' && value !== core.BaseError && value.prototype instanceof core.BaseError,
)

/** What the fake wallet does for one feature call. */
type Answer = { kind: 'result'; value: unknown } | { kind: 'throw'; value: unknown } | { kind: 'hang' }

const goodAccount = (address: string) => ({
  address,
  publicKey: decodeBase58(address),
  chains: [CHAIN],
  features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
})
const GOOD_ACCOUNT = goodAccount(alice.address)
const SIGNATURE = new Uint8Array(64).fill(7)

/** Accounts as a broken wallet lists them: wrong address types and lengths, keys of the wrong size, no chains. */
const badAccount: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 1, maxKeys: 3 }),
  fc.constantFrom(
    { ...GOOD_ACCOUNT, address: 42 },
    { ...GOOD_ACCOUNT, address: null },
    { ...GOOD_ACCOUNT, address: '' },
    { ...GOOD_ACCOUNT, address: 'not base58: 0OIl' },
    { ...GOOD_ACCOUNT, address: encodeBase58(new Uint8Array(31).fill(9)) },
    { ...GOOD_ACCOUNT, address: encodeBase58(new Uint8Array(33).fill(9)) },
    { ...GOOD_ACCOUNT, address: '1'.repeat(200) },
    { ...GOOD_ACCOUNT, address: decodeBase58(alice.address) },
    { ...GOOD_ACCOUNT, publicKey: new Uint8Array(5) },
    { ...GOOD_ACCOUNT, publicKey: 'key' },
    { ...GOOD_ACCOUNT, chains: 'solana:devnet' },
    { ...GOOD_ACCOUNT, chains: null },
    { ...GOOD_ACCOUNT, chains: [42] },
    { address: alice.address },
    null,
  ),
)
const accounts: fc.Arbitrary<unknown[]> = fc.array(
  fc.oneof({ weight: 2, arbitrary: fc.constant<unknown>(GOOD_ACCOUNT) }, badAccount),
  { maxLength: 3 },
)

/** Values of the wrong type or shape where bytes or arrays are expected. */
const garbage: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 2, maxKeys: 3 }),
  fc.constantFrom('', 'signature', -1, Number.NaN, [], [null], [1, 2], { length: 64 }, new Uint8Array(0)),
  fc.uint8Array({ maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
)

/** What a `solana:signMessage` / `solana:signAndSendTransaction` output's `signature` may be. */
const signature: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: fc.constant<unknown>(SIGNATURE) },
  fc.uint8Array({ minLength: 0, maxLength: 100 }),
  fc.integer({ min: 0, max: 128 }).map((length) => Array.from({ length }, () => 1)),
  garbage,
)

/** Throws of anything: not Errors, errors with codes a wallet may use. */
const thrown: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 1, maxKeys: 2 }),
  fc.constantFrom(
    undefined,
    null,
    'nope',
    42,
    { code: 4001, message: 'User rejected' },
    { code: '4001' },
    { code: -32002 },
    { code: -32603, message: 'Internal' },
    [1, 2],
    Object.create(null),
    { code: 4001, toString: 42 },
  ),
  fc
    .constantFrom(4001, 4100, 4900, -32000, -32002, -32601, -32603)
    .map((code) => Object.assign(new Error(`wallet error ${code}`), { code })),
  fc.constant(new TypeError('the wallet itself broke')),
)

/** A valid answer (weighted up, so later calls are reached), garbage, a throw, or no answer at all. */
const answer = (valid: fc.Arbitrary<unknown>, bad: fc.Arbitrary<unknown>): fc.Arbitrary<Answer> =>
  fc.oneof(
    { weight: 4, arbitrary: valid.map((value): Answer => ({ kind: 'result', value })) },
    { weight: 3, arbitrary: bad.map((value): Answer => ({ kind: 'result', value })) },
    { weight: 2, arbitrary: thrown.map((value): Answer => ({ kind: 'throw', value })) },
    { weight: 1, arbitrary: fc.constant<Answer>({ kind: 'hang' }) },
  )

const plan = fc.record({
  /** `wallet.accounts`, read where `standard:connect` returned none. */
  walletAccounts: fc.oneof(fc.constant<unknown>([GOOD_ACCOUNT]), accounts, garbage),
  connect: answer(
    fc.constant({ accounts: [GOOD_ACCOUNT] }),
    fc.oneof(
      accounts.map((list) => ({ accounts: list })),
      garbage.map((value) => ({ accounts: value })),
      garbage,
    ),
  ),
  /** `change` payloads the wallet emits after the connect. */
  changes: fc.array(
    fc.oneof(
      fc.constant<unknown>({ accounts: [goodAccount(bob.address)] }),
      accounts.map((list) => ({ accounts: list })),
      garbage.map((value) => ({ accounts: value })),
      garbage,
    ),
    { maxLength: 2 },
  ),
  signMessage: answer(
    fc.constant([{ signedMessage: new Uint8Array(5), signature: SIGNATURE }]),
    fc.oneof(
      signature.map((value) => [{ signedMessage: new Uint8Array(5), signature: value }]),
      garbage,
    ),
  ),
  signAndSendTransaction: answer(
    fc.constant([{ signature: SIGNATURE }]),
    fc.oneof(
      signature.map((value) => [{ signature: value }]),
      garbage,
    ),
  ),
  disconnect: answer(fc.constant(undefined), garbage),
})
type Plan = typeof plan extends fc.Arbitrary<infer T> ? T : never

let walletCount = 0

/**
 * A Wallet Standard wallet answering from the plan; `nextHang()` resolves when it next starts a request it will never
 * answer.
 */
function createWallet(script: Plan) {
  walletCount += 1
  const listeners = new Set<(payload: unknown) => void>()
  const hangWaiters = new Set<() => void>()
  const respond = async (planned: Answer) => {
    if (planned.kind === 'hang') {
      for (const waiter of hangWaiters) waiter()
      return new Promise<never>(() => undefined)
    }
    if (planned.kind === 'throw') throw planned.value
    return planned.value
  }
  const wallet = {
    version: '1.0.0',
    name: `Fuzz Wallet ${walletCount}`,
    icon: ICON,
    chains: [CHAIN],
    accounts: script.walletAccounts,
    features: {
      'standard:connect': { version: '1.0.0', connect: () => respond(script.connect) },
      'standard:disconnect': { version: '1.0.0', disconnect: () => respond(script.disconnect) },
      'standard:events': {
        version: '1.0.0',
        on: (_event: string, listener: (payload: unknown) => void) => {
          listeners.add(listener)
          return () => {
            listeners.delete(listener)
          }
        },
      },
      'solana:signMessage': { version: '1.1.0', signMessage: () => respond(script.signMessage) },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: () => respond({ kind: 'throw', value: new Error('not in this plan') }),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: () => respond(script.signAndSendTransaction),
      },
    },
  }
  return {
    wallet: wallet as unknown as Wallet,
    /** Resolves when the wallet starts a request it never answers, from now on; `stop` forgets the waiter. */
    nextHang() {
      let waiter: () => void = () => undefined
      const hang = new Promise<void>((resolve) => {
        waiter = resolve
        hangWaiters.add(resolve)
      })
      return { hang, stop: () => hangWaiters.delete(waiter) }
    },
    /** Emits `change` as the wallet would: a listener that throws on it is a failure of the adapter. */
    emitChange(payload: unknown) {
      for (const listener of listeners) listener(payload)
    },
  }
}

type Outcome = 'resolved' | 'abandoned (the wallet never answered)' | string

async function within<T>(
  call: () => Promise<T>,
  check: (value: T) => void,
  nextHang: () => { hang: Promise<void>; stop(): void },
): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined
  let graceTimer: NodeJS.Timeout | undefined
  const hung = new Promise<'hung'>((resolve) => {
    timer = setTimeout(() => resolve('hung'), CALL_TIMEOUT_MS)
  })
  // A wallet that never answers holds the call for good (a prompt has no deadline): the test abandons it, and only
  // then: a call left hanging while the wallet answered all its requests is a failure.
  const hanging = nextHang()
  const abandoned = hanging.hang.then(
    () =>
      new Promise<'abandoned'>((resolve) => {
        graceTimer = setTimeout(() => resolve('abandoned'), HANG_GRACE_MS)
      }),
  )
  try {
    const settled = await Promise.race([
      call().then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      ),
      hung,
      abandoned,
    ])
    if (settled === 'hung') throw new Error(`no answer within ${CALL_TIMEOUT_MS} ms`)
    if (settled === 'abandoned') return 'abandoned (the wallet never answered)'
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
    clearTimeout(graceTimer)
    hanging.stop()
  }
}

const isBase58Of = (value: unknown, size: number) => {
  if (typeof value !== 'string') return false
  try {
    return decodeBase58(value).length === size && encodeBase58(decodeBase58(value)) === value
  } catch {
    return false
  }
}
const isAddress = (value: unknown) => isBase58Of(value, 32)
const isSignature = (value: unknown) => isBase58Of(value, 64)

describe('the solana adapter under a Wallet Standard wallet that answers garbage', () => {
  it(`settles every public call with data or a core error over ${RUNS} generated wallets`, async () => {
    const network = suite.network()
    const token = { address: suite.devnet.mint.address, decimals: suite.devnet.mint.decimals }
    const started = performance.now()
    const outcomes = new Map<string, number>()
    let calls = 0
    const record = (call: string, outcome: Outcome) => {
      calls += 1
      const key = `${call}: ${outcome}`
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1)
    }
    await fc.assert(
      fc.asyncProperty(plan, async (script) => {
        const { wallet, nextHang, emitChange } = createWallet(script)
        const unregister = getWallets().register(wallet)
        const adapter = new SolanaAdapter({ storage: createMemoryStorage() })
        const id = wallet.name
        try {
          let address: string = alice.address
          record(
            'connect',
            await within(
              () => adapter.connect({ id, type: 'ANNOUNCED', network }),
              (connection) => {
                if (
                  !isAddress(connection.address) ||
                  !(connection.accounts ?? []).every((a) => isAddress(a.address))
                )
                  throw new Error(`connect resolved ${JSON.stringify(connection)}`)
                address = connection.address
              },
              nextHang,
            ),
          )
          for (const payload of script.changes) emitChange(payload)
          record(
            'getAccounts',
            await within(
              () => adapter.getAccounts({ connectorId: id }),
              (list) => {
                if (!list.every((account) => isAddress(account.address)))
                  throw new Error(`getAccounts resolved ${JSON.stringify(list)}`)
                address = list[0]?.address ?? address
              },
              nextHang,
            ),
          )
          record(
            'signMessage',
            await within(
              () => adapter.signMessage({ message: 'hello', address, connectorId: id }),
              (result) => {
                if (!isSignature(result.signature))
                  throw new Error(`signMessage resolved ${String(result.signature)}`)
              },
              nextHang,
            ),
          )
          record(
            'sendNative',
            await within(
              () => adapter.sendNative({ network, address, to: bob.address, value: 1n }),
              ({ hash }) => {
                if (!isSignature(hash)) throw new Error(`sendNative resolved ${String(hash)}`)
              },
              nextHang,
            ),
          )
          record(
            'sendToken',
            await within(
              () => adapter.sendToken({ network, address, to: bob.address, token, amount: 1n }),
              ({ hash }) => {
                if (!isSignature(hash)) throw new Error(`sendToken resolved ${String(hash)}`)
              },
              nextHang,
            ),
          )
          record(
            'disconnect',
            await within(
              () => adapter.disconnect({ connectorId: id }),
              () => undefined,
              nextHang,
            ),
          )
        } finally {
          adapter.destroy()
          unregister()
        }
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), endOnFailure: true },
    )
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.info(
      `[fuzz] solana adapter: ${RUNS} generated wallets, ${calls} calls in ${seconds} s: ${JSON.stringify(Object.fromEntries([...outcomes].sort()))}`,
    )
    expect(calls).toBe(RUNS * 6)
  }, 300_000)
  /** A connected adapter over a wallet that answers well except for `overrides`. */
  async function connectedTo(overrides: Partial<Plan>) {
    const valid = (value: unknown): Answer => ({ kind: 'result', value })
    const { wallet, emitChange } = createWallet({
      walletAccounts: [GOOD_ACCOUNT],
      connect: valid({ accounts: [GOOD_ACCOUNT] }),
      changes: [],
      signMessage: valid([{ signedMessage: new Uint8Array(5), signature: SIGNATURE }]),
      signAndSendTransaction: valid([{ signature: SIGNATURE }]),
      disconnect: valid(undefined),
      ...overrides,
    })
    const unregister = getWallets().register(wallet)
    const adapter = new SolanaAdapter({ storage: createMemoryStorage() })
    onTestFinished(() => {
      adapter.destroy()
      unregister()
    })
    const network = suite.network()
    const connecting = adapter.connect({ id: wallet.name, type: 'ANNOUNCED', network })
    return { adapter, connecting, network, emitChange, connectorId: wallet.name }
  }

  it('fuzz: standard:connect listing accounts whose address is no public key (a number, 31 bytes, "") leaves them out: the valid one is the address, and with none left connect rejects with ConnectionFailedError', async () => {
    const bad = [
      { ...GOOD_ACCOUNT, address: 42 },
      { ...GOOD_ACCOUNT, address: encodeBase58(new Uint8Array(31).fill(9)) },
      { ...GOOD_ACCOUNT, address: '' },
    ]
    const mixed = await connectedTo({
      connect: { kind: 'result', value: { accounts: [...bad, GOOD_ACCOUNT] } },
    })
    expect(await mixed.connecting).toMatchObject({
      address: alice.address,
      accounts: [{ address: alice.address }],
    })
    const none = await connectedTo({ connect: { kind: 'result', value: { accounts: bad } } })
    await expect(none.connecting).rejects.toBeInstanceOf(core.ConnectionFailedError)
  })

  it('fuzz: a change event that is null, has no account list, or lists accounts without chains is no TypeError in the listener, and getAccounts keeps valid addresses only', async () => {
    const { adapter, connecting, emitChange, connectorId } = await connectedTo({})
    await connecting
    for (const payload of [null, 42, { accounts: 'all' }, { accounts: { length: 1 } }]) {
      expect(() => emitChange(payload)).not.toThrow()
    }
    expect(await adapter.getAccounts({ connectorId })).toEqual([
      { namespace: 'solana', address: alice.address, type: 'eoa' },
    ])
    emitChange({ accounts: [{ ...GOOD_ACCOUNT, address: '' }, goodAccount(bob.address)] })
    expect(await adapter.getAccounts({ connectorId })).toEqual([
      { namespace: 'solana', address: bob.address, type: 'eoa' },
    ])
    // A list with no Solana account left (as when the wallet lets go) disconnects, without a TypeError.
    expect(() => emitChange({ accounts: [{ address: bob.address }] })).not.toThrow()
    expect(await adapter.getAccounts({ connectorId })).toEqual([])
  })

  it('fuzz: solana:signMessage answering a signature of 63 bytes or a plain array makes signMessage reject with AdapterRequestFailedError, not resolve a signature that is not one', async () => {
    for (const signature of [new Uint8Array(63), Array.from({ length: 64 }, () => 1)]) {
      const { adapter, connecting, connectorId } = await connectedTo({
        signMessage: { kind: 'result', value: [{ signedMessage: new Uint8Array(5), signature }] },
      })
      const { address } = await connecting
      await expect(adapter.signMessage({ message: 'hello', address, connectorId })).rejects.toBeInstanceOf(
        core.AdapterRequestFailedError,
      )
    }
  })

  it('fuzz: solana:signAndSendTransaction answering an empty signature makes sendNative reject with SolanaSendFailedError, not resolve the hash ""', async () => {
    const { adapter, connecting, network } = await connectedTo({
      signAndSendTransaction: { kind: 'result', value: [{ signature: new Uint8Array(0) }] },
    })
    const { address } = await connecting
    await expect(adapter.sendNative({ network, address, to: bob.address, value: 1n })).rejects.toBeInstanceOf(
      SolanaSendFailedError,
    )
  })
})
