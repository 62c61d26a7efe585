import { randomUUID } from 'node:crypto'
import { getDevnetAccount } from '@org/appkit-devnet'
import { type Hex, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetClients } from './test/devnetClients.ts'
import { postJson, requestJson } from './test/requestJson.ts'
import { startTestStack, type TestStack } from './test/startTestStack.ts'

// Runs only through `pnpm test:pg` (vitest.pg.config.ts) with DATABASE_URL naming a PostgreSQL database the test may
// write to: the server state then lives there instead of pglite, through the same migrations.
const databaseUrl = process.env.DATABASE_URL

let stack: TestStack
beforeAll(async () => {
  if (!databaseUrl)
    throw new Error('pnpm test:pg needs DATABASE_URL, e.g. postgres://user:pass@127.0.0.1:5432/appkit_test')
  stack = await startTestStack({ databaseUrl })
})
afterAll(() => stack?.stop())

const query = (sql: string, params: unknown[] = []) => stack.database.query(sql, params)

describe('the server on PostgreSQL (DATABASE_URL)', () => {
  it('ran the migrations there', async () => {
    expect(stack.database.kind).toBe('postgres')
    const rows = await query('select name from schema_migrations order by name')
    expect(rows.map((row) => row.name)).toContain('001_initial.sql')
  })

  it('indexes history into PostgreSQL and answers it', async () => {
    const recipient = getDevnetAccount(8).address
    const { walletClient, publicClient } = devnetClients(stack.devnet, 1)
    const hash = await walletClient.sendTransaction({ to: recipient, value: parseEther('0.5') })
    await publicClient.waitForTransactionReceipt({ hash })
    const { body } = await requestJson(
      stack.url(`/v1/account/${recipient}/history`, {
        projectId: 'laboratory',
        chainId: `eip155:${stack.devnet.chainId}`,
      }),
    )
    expect(
      (body as { data: { metadata: { hash: string } }[] }).data.map((item) => item.metadata.hash),
    ).toEqual([hash])
    expect(await query('select chain_id from history_transactions where hash = $1', [hash])).toEqual([
      { chain_id: `eip155:${stack.devnet.chainId}` },
    ])
  })

  it('stores names and analytics events there', async () => {
    const owner = privateKeyToAccount(getDevnetAccount(4).privateKey as Hex)
    const name = `pg${randomUUID().slice(0, 8)}.reown.id`
    const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const registered = await postJson(stack.url('/v1/profile/account'), {
      coin_type: 60,
      address: owner.address,
      message,
      signature: await owner.signMessage({ message }),
    })
    expect(registered.status).toBe(200)
    const eventId = randomUUID()
    const sent = await postJson(stack.url('/e', { projectId: 'laboratory' }), {
      eventId,
      url: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1',
      timestamp: Date.now(),
      props: { type: 'track', event: 'MODAL_OPEN' },
    })
    expect(sent.status).toBe(204)
    const names = await query('select address from profile_addresses where name = $1 and coin_type = 60', [
      name,
    ])
    expect(names).toEqual([{ address: owner.address.toLowerCase() }])
    expect(await query('select event from analytics_events where event_id = $1', [eventId])).toEqual([
      { event: 'MODAL_OPEN' },
    ])
  })
})

describe('A5: history cursors on PostgreSQL', () => {
  const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  it.each([
    ['a 30-digit block', ['2026-01-01T00:00:00.000Z', 'eip155:31337', '9'.repeat(30), 0]],
    ['a time past PostgreSQL', ['+275760-09-13T00:00:00.000Z', 'eip155:31337', '1', 0]],
    ['a position past integer', ['2026-01-01T00:00:00.000Z', 'eip155:31337', '1', 2 ** 40]],
  ])('A5: %s is a 400 cursor, not a 500', async (_label, position) => {
    const { status, body } = await requestJson(
      stack.url(`/v1/account/${getDevnetAccount(0).address}/history`, {
        projectId: 'laboratory',
        cursor: cursorOf(position),
      }),
    )
    expect({ status, body }).toMatchObject({ status: 400, body: { reasons: [{ field: 'cursor' }] } })
  })
})
