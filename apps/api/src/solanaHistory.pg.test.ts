import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestJson } from './test/requestJson.ts'
import { sendDusd, sendSol } from './test/sendSolanaTransfers.ts'
import { type SolanaTestStack, startSolanaTestStack } from './test/startSolanaTestStack.ts'

// Runs only through `pnpm test:pg` (DATABASE_URL): the Solana history index (migration 003, the per-address cursors,
// the place of each transaction in its slot) on a real PostgreSQL. The database may hold an earlier run's index of
// the same chain id (the devnet's genesis is fixed): the server must notice the fresh chain and drop it.
const databaseUrl = process.env.DATABASE_URL
const CHAIN = 'solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx'

let stack: SolanaTestStack
beforeAll(async () => {
  if (!databaseUrl)
    throw new Error('pnpm test:pg needs DATABASE_URL, e.g. postgres://user:pass@127.0.0.1:5432/appkit_test')
  stack = await startSolanaTestStack({ databaseUrl, historyPageSize: 1 })
})
afterAll(() => stack?.stop())

const history = (address: string, cursor?: string) =>
  requestJson(
    stack.url(`/v1/account/${address}/history`, {
      projectId: 'laboratory',
      chainId: CHAIN,
      ...(cursor ? { cursor } : {}),
    }),
  ) as Promise<{
    status: number
    body: {
      data: { metadata: { hash: string }; transfers: { quantity: { numeric: string } }[] }[]
      next: string | null
    }
  }>

describe('Solana history on PostgreSQL (DATABASE_URL)', () => {
  it('ran migration 003 there', async () => {
    const rows = await stack.database.query<{ name: string }>(
      'select name from schema_migrations order by name',
    )
    expect(rows.map((row) => row.name)).toContain('003_solana_history.sql')
  })

  it('indexes a SOL and an SPL transfer into PostgreSQL and pages them with the cursor', async () => {
    const recipient = stack.solana.accounts[8]?.address as string
    expect((await history(recipient)).body).toEqual({ data: [], next: null })
    const sol = await sendSol(stack.solana, 3, recipient, 250_000_000n)
    const token = await sendDusd(stack.solana, 3, recipient, 4_000_000n)
    const first = await history(recipient)
    expect(first.status).toBe(200)
    expect(first.body.data.map((item) => [item.metadata.hash, item.transfers[0]?.quantity.numeric])).toEqual([
      [token, '4'],
    ])
    const second = await history(recipient, first.body.next as string)
    expect(second.body.data.map((item) => [item.metadata.hash, item.transfers[0]?.quantity.numeric])).toEqual(
      [[sol, '0.25']],
    )
    expect(second.body.next).toBeNull()
    const stored = await stack.database.query<{ hash: string }>(
      'select hash from history_transactions where chain_id = $1 order by block_number, tx_index',
      [CHAIN],
    )
    expect(stored.map((row) => row.hash)).toEqual([sol, token])
    const cursors = await stack.database.query(
      'select 1 from history_address_cursors where chain_id = $1 and address = $2',
      [CHAIN, recipient],
    )
    expect(cursors).toHaveLength(1)
  })
})
