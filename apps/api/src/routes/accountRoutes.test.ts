import { devnetNames, getDevnetAccount } from '@org/appkit-devnet'
import { type Address, erc20Abi, formatUnits, type Hex, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startApiServer } from '../startApiServer.ts'
import { devnetClients } from '../test/devnetClients.ts'
import { postJson, requestJson } from '../test/requestJson.ts'
import { devnetChain, startTestStack, type TestStack } from '../test/startTestStack.ts'

const PROJECT = 'laboratory'
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

interface Balance {
  name: string
  symbol: string
  chainId: string
  address?: string
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

interface HistoryItem {
  id: string
  metadata: Record<string, unknown>
  transfers: {
    fungible_info: { name: string; symbol: string; icon: { url: string } | null }
    direction: string
    quantity: { numeric: string }
    value: number | null
    price: number | null
  }[]
}

interface HistoryPage {
  data: HistoryItem[]
  next: string | null
}

describe('account routes against a real devnet (spec §7: balance, history, identity, price, gas)', () => {
  let stack: TestStack
  let sender: Address
  // Account 6 holds no tokens and sends nothing at genesis: only what this test sends.
  const recipient = getDevnetAccount(6).address as Address
  const dusd = () => stack.devnet.tokens[0] as { address: Address; decimals: number }
  const chainId = () => `eip155:${stack.devnet.chainId}`
  const hashes: Hex[] = []

  const get = <T>(path: string, params: Record<string, string> = {}) =>
    requestJson(stack.url(path, { projectId: PROJECT, ...params })) as Promise<{ status: number; body: T }>

  beforeAll(async () => {
    stack = await startTestStack({ historyPageSize: 2 })
    const { account, publicClient, walletClient } = devnetClients(stack.devnet, 0)
    sender = account.address
    // A native transfer, then two ERC-20 transfers, each mined before the next (anvil automines).
    hashes.push(await walletClient.sendTransaction({ to: recipient, value: parseEther('1.5') }))
    await publicClient.waitForTransactionReceipt({ hash: hashes[0] as Hex })
    for (const amount of ['12.5', '7']) {
      const hash = await walletClient.writeContract({
        address: dusd().address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [recipient, parseUnits(amount, dusd().decimals)],
      })
      await publicClient.waitForTransactionReceipt({ hash })
      hashes.push(hash)
    }
  })
  afterAll(() => stack?.stop())

  it('lists the configured chains as supported (GET /v1/supported-chains)', async () => {
    const { status, body } = await requestJson(stack.url('/v1/supported-chains'))
    expect(status).toBe(200)
    expect(body).toEqual({ http: [chainId()], ws: [] })
  })

  it('answers balances equal to what the chain reads, priced from the operator table', async () => {
    const { publicClient } = devnetClients(stack.devnet)
    for (const address of [sender, recipient]) {
      const { status, body } = await get<{ balances: Balance[] }>(`/v1/account/${address}/balance`, {
        currency: 'usd',
        chainId: chainId(),
      })
      expect(status).toBe(200)
      const native = body.balances.find((balance) => balance.address === undefined)
      const chainNative = await publicClient.getBalance({ address })
      expect(native).toMatchObject({
        name: 'Ether',
        symbol: 'ETH',
        chainId: chainId(),
        price: 3000,
        quantity: { decimals: '18', numeric: formatUnits(chainNative, 18) },
      })
      expect(native?.value).toBeCloseTo(Number(formatUnits(chainNative, 18)) * 3000, 6)
      expect(native?.iconUrl).toBe(`${stack.server.url}/public/getTokenImage/ETH`)
      for (const token of stack.devnet.tokens) {
        const onChain = await publicClient.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
        })
        const listed = body.balances.find((balance) => balance.address === `${chainId()}:${token.address}`)
        if (onChain === 0n) {
          expect(listed).toBeUndefined()
          continue
        }
        expect(listed?.quantity).toEqual({
          decimals: String(token.decimals),
          numeric: formatUnits(onChain, token.decimals),
        })
        expect(listed).toMatchObject({ name: token.name, symbol: token.symbol })
      }
    }
  })

  it('gives the recipient exactly what was sent: 1.5 ETH more and 19.5 dUSD', async () => {
    const { body } = await get<{ balances: Balance[] }>(`/v1/account/${recipient}/balance`, {
      currency: 'usd',
    })
    expect(body.balances.map((balance) => [balance.symbol, balance.quantity.numeric])).toEqual([
      ['ETH', '10001.5'],
      ['dUSD', '19.5'],
    ])
    const token = body.balances[1]
    expect(token).toMatchObject({ price: 1, value: 19.5, chainId: chainId() })
  })

  it('re-reads forceUpdate tokens, also ones not configured', async () => {
    const dvt = stack.devnet.tokens[1] as { address: Address }
    const { status, body } = await get<{ balances: Balance[] }>(`/v1/account/${sender}/balance`, {
      currency: 'eur',
      forceUpdate: `${chainId()}:${dvt.address}`,
    })
    expect(status).toBe(200)
    expect(body.balances.filter((balance) => balance.symbol === 'DVT')).toHaveLength(1)
    expect(body.balances[0]?.price).toBe(2760)
  })

  it('lists the transfers in history, newest first, with metadata and transfers as the API shapes them', async () => {
    const { status, body } = await get<HistoryPage>(`/v1/account/${recipient}/history`, {
      chainId: chainId(),
    })
    expect(status).toBe(200)
    expect(body.data).toHaveLength(2)
    const [newest, second] = body.data
    expect(newest?.metadata).toMatchObject({
      operationType: 'receive',
      hash: hashes[2],
      sentFrom: sender,
      sentTo: recipient,
      status: 'confirmed',
      application: null,
      chain: chainId(),
    })
    expect(newest?.metadata.minedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(newest?.transfers).toEqual([
      {
        fungible_info: {
          name: 'Devnet USD',
          symbol: 'dUSD',
          icon: { url: `${stack.server.url}/public/getTokenImage/dUSD` },
        },
        nft_info: null,
        direction: 'in',
        quantity: { numeric: '7' },
        value: 7,
        price: 1,
      },
    ])
    expect(second?.metadata.hash).toBe(hashes[1])
    expect(second?.transfers[0]?.quantity.numeric).toBe('12.5')
    expect(typeof body.next).toBe('string')
  })

  it('pages by cursor until next is null, listing each transaction once', async () => {
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const params: Record<string, string> = cursor ? { cursor } : {}
      const { body } = (await get<HistoryPage>(`/v1/account/${recipient}/history`, params)) as {
        body: HistoryPage
      }
      seen.push(...body.data.map((item) => item.metadata.hash as string))
      cursor = body.next
      pages += 1
    } while (cursor && pages < 10)
    expect(pages).toBe(2)
    expect(seen).toEqual([hashes[2], hashes[1], hashes[0]])
    const foreign = await get<HistoryPage>(`/v1/account/${recipient}/history`, { cursor: 'x' })
    expect(foreign.status).toBe(400)
  })

  it('shows the native transfer as a send from the sender side, with its nonce and value', async () => {
    const pages: HistoryItem[] = []
    let cursor: string | null = null
    do {
      const { body } = (await get<HistoryPage>(
        `/v1/account/${sender}/history`,
        cursor ? { cursor } : {},
      )) as {
        body: HistoryPage
      }
      pages.push(...body.data)
      cursor = body.next
    } while (cursor)
    const native = pages.find((item) => item.metadata.hash === hashes[0])
    expect(native?.metadata).toMatchObject({ operationType: 'send', sentFrom: sender, sentTo: recipient })
    expect(typeof native?.metadata.nonce).toBe('number')
    expect(native?.transfers).toEqual([
      expect.objectContaining({
        fungible_info: expect.objectContaining({ symbol: 'ETH', name: 'Ether' }),
        direction: 'out',
        quantity: { numeric: '1.5' },
        value: 4500,
        price: 3000,
      }),
    ])
  })

  it('persists the index cursor: the last indexed block and its hash', async () => {
    const { publicClient } = devnetClients(stack.devnet)
    await get(`/v1/account/${recipient}/history`)
    const head = await publicClient.getBlock()
    const rows = await stack.database.query<{ block_number: string | number; block_hash: string }>(
      'select block_number, block_hash from index_cursors where chain_id = $1',
      [chainId()],
    )
    expect(rows).toEqual([{ block_number: expect.anything(), block_hash: head.hash }])
    expect(BigInt(rows[0]?.block_number ?? -1)).toBe(head.number)
  })

  it('answers the devnet name and avatar as identity, and nulls for an unnamed address', async () => {
    const [alice] = devnetNames
    const named = await get<Record<string, unknown>>(`/v1/identity/${getDevnetAccount(0).address}`)
    expect(named.status).toBe(200)
    expect(named.body).toMatchObject({ name: alice?.name, avatar: alice?.avatar })
    expect(typeof named.body.resolvedAt).toBe('string')
    const alias = await get(`/v1/account/${getDevnetAccount(0).address}/identity`)
    expect(alias.body).toMatchObject({ name: alice?.name })
    const unnamed = await get(`/v1/identity/${recipient}`)
    expect(unnamed.body).toMatchObject({ name: null, avatar: null })
  })

  it('prices the first address of POST /v1/fungible/price, native coin included', async () => {
    const url = stack.url('/v1/fungible/price')
    const token = await postJson(url, {
      projectId: PROJECT,
      currency: 'usd',
      addresses: [`${chainId()}:${dusd().address}`, `${chainId()}:${NATIVE}`],
    })
    expect(token.status).toBe(200)
    expect(token.body).toEqual({
      fungibles: [
        {
          address: `${chainId()}:${dusd().address}`,
          name: 'Devnet USD',
          symbol: 'dUSD',
          iconUrl: `${stack.server.url}/public/getTokenImage/dUSD`,
          price: 1,
          decimals: 6,
        },
      ],
    })
    const native = await postJson(url, {
      projectId: PROJECT,
      currency: 'usd',
      addresses: [`${chainId()}:${NATIVE}`],
    })
    expect(native.body).toMatchObject({ fungibles: [{ symbol: 'ETH', price: 3000, decimals: 18 }] })
    const unpriced = await postJson(url, {
      projectId: PROJECT,
      currency: 'usd',
      addresses: [`${chainId()}:${sender}`],
    })
    expect(unpriced).toMatchObject({ status: 400, body: { reasons: [{ field: 'asset' }] } })
    const empty = await postJson(url, { projectId: PROJECT, currency: 'usd', addresses: [] })
    expect(empty).toMatchObject({ status: 400, body: { reasons: [{ field: 'address' }] } })
  })

  it('reads the gas price from the chain and refuses chains it does not serve', async () => {
    const { status, body } = await get<Record<string, string>>('/v1/convert/gas-price', {
      chainId: chainId(),
    })
    expect(status).toBe(200)
    const standard = BigInt(body.standard as string)
    expect(standard).toBeGreaterThan(0n)
    expect(BigInt(body.fast as string)).toBeGreaterThan(standard)
    expect(BigInt(body.instant as string)).toBeGreaterThan(BigInt(body.fast as string))
    const other = await get('/v1/convert/gas-price', { chainId: 'eip155:1' })
    expect(other).toMatchObject({
      status: 400,
      body: {
        status: 'FAILED',
        reasons: [
          { field: '', description: 'Conversion parameter error: Chain ID eip155:1 is not supported' },
        ],
      },
    })
  })

  it('lists the chain tokens for swaps and refuses swap quotes (no swap provider on the devnet)', async () => {
    const tokens = await get<{ tokens: { symbol: string; address: string }[] }>('/v1/convert/tokens', {
      chainId: chainId(),
    })
    expect(tokens.body.tokens.map((token) => token.symbol)).toEqual(['ETH', 'dUSD', 'DVT'])
    expect(tokens.body.tokens[0]?.address).toBe(`${chainId()}:${NATIVE}`)
    const quote = await get('/v1/convert/quotes', {
      amount: '1000',
      from: `${chainId()}:${dusd().address}`,
      to: `${chainId()}:${NATIVE}`,
      userAddress: `${chainId()}:${sender}`,
    })
    expect(quote).toMatchObject({
      status: 400,
      body: {
        reasons: [
          { description: `Conversion parameter error: Network not supported for Swaps: ${chainId()}` },
        ],
      },
    })
    const build = await postJson(stack.url('/v1/convert/build-transaction'), {
      projectId: PROJECT,
      amount: '1000',
      from: `eip155:1:${dusd().address}`,
      to: `eip155:1:${NATIVE}`,
      userAddress: `eip155:1:${sender}`,
      eip155: { slippage: 1 },
    })
    expect(build).toMatchObject({
      status: 400,
      body: { reasons: [{ description: 'Conversion parameter error: Chain ID eip155:1 is not supported' }] },
    })
  })

  it('filters history and balance by chain and refuses a chain it does not serve', async () => {
    const bare = await get<HistoryPage>(`/v1/account/${recipient}/history`, {
      chainId: String(stack.devnet.chainId),
    })
    expect(bare.body.data).toHaveLength(2)
    const other = await get(`/v1/account/${recipient}/balance`, { currency: 'usd', chainId: 'eip155:1' })
    expect(other).toMatchObject({ status: 400, body: { reasons: [{ field: 'chainId' }] } })
    const solana = await get(`/v1/account/${recipient}/history`, {
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(solana).toMatchObject({
      status: 400,
      body: { reasons: [{ description: 'Unsupported namespace' }] },
    })
  })

  it('indexes in the background with indexIntervalMs, with no history request', async () => {
    const background = await startApiServer({
      chains: [devnetChain(stack.devnet)],
      database: stack.database,
      indexIntervalMs: 50,
    })
    try {
      const { walletClient, publicClient } = devnetClients(stack.devnet, 0)
      const hash = await walletClient.sendTransaction({ to: recipient, value: 1n })
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      await vi.waitFor(
        async () => {
          const [row] = await stack.database.query<{ block_number: string | number }>(
            'select block_number from index_cursors where chain_id = $1',
            [chainId()],
          )
          expect(BigInt(row?.block_number ?? -1)).toBeGreaterThanOrEqual(receipt.blockNumber)
        },
        { timeout: 30_000, interval: 50 },
      )
      const stored = await stack.database.query('select status from history_transactions where hash = $1', [
        hash,
      ])
      expect(stored).toEqual([{ status: 'confirmed' }])
    } finally {
      await background.close()
    }
  })

  it('drops a chain that was reset (fresh devnet on the same port) and indexes the new chain', async () => {
    const recipientHistory = () => get<HistoryPage>(`/v1/account/${recipient}/history`)
    expect((await recipientHistory()).body.data.length).toBeGreaterThan(0)
    const port = stack.devnet.port
    await stack.devnet.stop()
    const { startDevnet } = await import('@org/appkit-devnet')
    stack.devnet = await startDevnet({ port })
    const after = await recipientHistory()
    expect(after.status).toBe(200)
    expect(after.body).toEqual({ data: [], next: null })
    const { walletClient, publicClient } = devnetClients(stack.devnet, 0)
    const hash = await walletClient.sendTransaction({ to: recipient, value: parseEther('2') })
    await publicClient.waitForTransactionReceipt({ hash })
    const fresh = await recipientHistory()
    expect(fresh.body.data.map((item) => item.metadata.hash)).toEqual([hash])
  })
})
