import type { Core } from '@org/appkit-core'
import type { FetchLike } from '@org/appkit-core/internal'
import { fixtureWallets } from '@org/appkit-testing'
import { act, cleanup, render, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { storyHistory, storyTokens } from '../stories/accountFixtures.ts'
import { createAccountStoryCore } from '../stories/createAccountStoryCore.ts'
import { AppKitModal } from './AppKitModal.tsx'

// Issue #15, "Hostile input, counted": the modal's views that show API data (Account with its Tokens and Activity
// tabs, Networks, Connect and All wallets with registry data) rendered in the real modal shell, with the Blockchain
// API and the registry answering generated garbage through the core's fetch. After each: no view fell into the
// error boundary, nothing threw uncaught, and the header (Close, Back) and the tabs still work.

const RUNS_PER_VIEW = Number(process.env.FUZZ_VIEW_RUNS ?? 70)

const cores: Core[] = []
afterEach(() => {
  cleanup()
  for (const core of cores.splice(0)) core.destroy()
})

const DELETE = Symbol('delete')

/** Values a malformed field may take. */
const replacement: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      DELETE,
      null,
      '',
      'NaN',
      '1e400',
      -1,
      0,
      1e308,
      -1e-308,
      [],
      {},
      [null],
      '\u202e\u0000',
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 20_000 }).map((n) => 'W'.repeat(n)) },
)

function slots(value: unknown, out: Array<[Record<string, unknown>, string]> = []) {
  if (typeof value !== 'object' || value === null) return out
  for (const [key, item] of Object.entries(value)) {
    out.push([value as Record<string, unknown>, key])
    slots(item, out)
  }
  return out
}

/** A valid answer with fields dropped or replaced; sometimes not JSON at all, or not a 200. */
const answer = (valid: () => unknown) =>
  fc
    .record({
      status: fc.oneof(
        { weight: 8, arbitrary: fc.constant(200) },
        { weight: 1, arbitrary: fc.integer({ min: 201, max: 599 }) },
      ),
      changes: fc.array(fc.tuple(fc.nat(), replacement), { maxLength: 5 }),
      text: fc.option(fc.constantFrom('', '{', '<html>oops</html>', 'null', '[]', '"x"'), {
        freq: 8,
        nil: undefined,
      }),
    })
    .map(({ status, changes, text }) => {
      if (text !== undefined) return { status, body: text }
      let root = valid()
      for (const [at, shared] of changes) {
        const value = typeof shared === 'object' && shared !== null ? structuredClone(shared) : shared
        const all = slots(root)
        if (all.length === 0 || at % (all.length + 1) === all.length) {
          root = value === DELETE ? undefined : value
          continue
        }
        const [parent, key] = all[at % all.length] as [Record<string, unknown>, string]
        if (value === DELETE) delete parent[key]
        else parent[key] = value
      }
      return { status, body: JSON.stringify(root) ?? '' }
    })

type Answer = { status: number; body: string }

const WALLETS = fixtureWallets(8)

const answers = fc.record({
  chains: fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constant<Answer>({ status: 200, body: '{"http":["eip155:31337","eip155:1"],"ws":[]}' }),
    },
    { weight: 1, arbitrary: answer(() => ({ http: ['eip155:31337', 'eip155:1'], ws: [] })) },
  ),
  balance: answer(() => ({ balances: structuredClone(storyTokens) })),
  history: answer(() => ({ data: storyHistory(), next: 'page-2' })),
  wallets: answer(() => ({ count: WALLETS.length, data: structuredClone(WALLETS) })),
  other: answer(() => ({ name: null, avatar: null })),
})

/** The core's fetch: every API and registry call answered from the generated answers. */
function fuzzFetch(generated: Answers): FetchLike {
  return async (input) => {
    const path = new URL(input).pathname
    const picked = path.endsWith('/v1/supported-chains')
      ? generated.chains
      : /\/balance$/.test(path)
        ? generated.balance
        : /\/history$/.test(path)
          ? generated.history
          : path.endsWith('/getWallets')
            ? generated.wallets
            : generated.other
    const nullBody = picked.status === 204 || picked.status === 205 || picked.status === 304
    return new Response(nullBody ? null : picked.body, { status: picked.status })
  }
}
type Answers = { chains: Answer; balance: Answer; history: Answer; wallets: Answer; other: Answer }

function modalRoot(): HTMLElement {
  const root = document
    .querySelector('.apkt-modal-host')
    ?.shadowRoot?.querySelector<HTMLElement>('.apkt-root')
  if (!root) throw new Error('the modal is not rendered')
  return root
}
const modal = () => within(modalRoot())

/** Lets the generated answers arrive and the views settle: no skeleton, no busy view. */
async function settle() {
  await act(async () => {
    for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0))
  })
  await waitFor(
    () => {
      expect(modalRoot().querySelector('[aria-busy="true"]')).toBeNull()
    },
    { timeout: 300 },
  ).catch(() => undefined)
}

/** The shell still works: no view in the error boundary, the dialog and its Close button present. */
function expectUsable() {
  expect(modalRoot().querySelector('.apkt-view-failed')).toBeNull()
  expect(modal().getByRole('dialog')).toBeTruthy()
  expect(modal().getByRole('button', { name: 'Close' })).toBeTruthy()
}

async function openModal(core: Core, view: Parameters<Core['modal']['open']>[0]) {
  render(<AppKitModal core={core} />)
  await act(async () => core.modal.open(view))
  await waitFor(() => expect(modal().getByRole('dialog')).toBeTruthy())
}

async function accountCore(generated: Answers) {
  const core = await createAccountStoryCore({
    capabilities: { swap: true, history: true },
    options: { fetch: fuzzFetch(generated) },
  })
  cores.push(core)
  return core
}

const counts = new Map<string, number>()
function count(view: string) {
  counts.set(view, (counts.get(view) ?? 0) + 1)
}

describe('the modal views under malformed API answers', () => {
  it(`Account: the Tokens and Activity tabs render ${RUNS_PER_VIEW} garbage answers and stay usable`, async () => {
    await fc.assert(
      fc.asyncProperty(answers, async (generated) => {
        count('Account')
        const core = await accountCore(generated)
        await openModal(core, { view: 'Account' })
        await settle()
        expectUsable()
        const tabs = modal().getByRole('tablist')
        expect(within(tabs).getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('true')
        await userEvent.click(within(tabs).getByRole('tab', { name: 'Activity' }))
        await settle()
        expectUsable()
        expect(modal().getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
        await userEvent.click(modal().getByRole('button', { name: 'Close' }))
        expect(core.modal.state.open).toBe(false)
        cleanup()
      }),
      { numRuns: RUNS_PER_VIEW, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    )
  }, 240_000)

  it(`Networks: the list renders ${RUNS_PER_VIEW} garbage answers, Back returns to Account`, async () => {
    await fc.assert(
      fc.asyncProperty(answers, async (generated) => {
        count('Networks')
        const core = await accountCore(generated)
        await openModal(core, { view: 'Account' })
        await act(async () => core.router.push('Networks'))
        await settle()
        expectUsable()
        expect(modal().getAllByRole('button').length).toBeGreaterThan(2)
        await userEvent.click(modal().getByRole('button', { name: 'Back' }))
        expect(core.router.state.view).toBe('Account')
        cleanup()
      }),
      { numRuns: RUNS_PER_VIEW, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    )
  }, 240_000)

  it(`Connect and All wallets: registry data from ${RUNS_PER_VIEW} garbage answers, search and Back still work`, async () => {
    await fc.assert(
      fc.asyncProperty(answers, async (generated) => {
        count('Connect + AllWallets')
        // An EVM adapter, so the modal opens on Connect (not the WalletConnect-only view): connected, then not.
        const core = await accountCore(generated)
        await act(async () => {
          await core.connection.disconnect()
        })
        await openModal(core, { view: 'Connect' })
        await settle()
        expectUsable()
        await userEvent.click(modal().getByRole('button', { name: /All wallets/ }))
        const search = await modal().findByRole('searchbox', { name: 'Search wallets' })
        await settle()
        expectUsable()
        await userEvent.type(search, 'wa')
        await settle()
        expectUsable()
        expect((search as HTMLInputElement).value).toBe('wa')
        await userEvent.click(modal().getByRole('button', { name: 'Back' }))
        expect(core.router.state.view).toBe('Connect')
        await userEvent.click(modal().getByRole('button', { name: 'Close' }))
        expect(core.modal.state.open).toBe(false)
        cleanup()
      }),
      { numRuns: RUNS_PER_VIEW, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    )
    console.info(
      `[fuzz] scaffold views: ${JSON.stringify(Object.fromEntries(counts))} renders with garbage answers`,
    )
  }, 240_000)
})
