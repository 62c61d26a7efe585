import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createBlockchainApiClient, createFetcher } from '@org/appkit-core/internal'
import { getSolanaDevnetTokenAccount } from '@org/appkit-devnet'
import { formatUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSolanaRpc } from '../solana/createSolanaRpc.ts'
import { startApiServer } from '../startApiServer.ts'
import { postJson, requestJson } from '../test/requestJson.ts'
import { sendDusd, sendSol } from '../test/sendSolanaTransfers.ts'
import {
  type SolanaTestStack,
  solanaDevnetChain,
  startSolanaTestStack,
} from '../test/startSolanaTestStack.ts'

type DevnetAddress = Parameters<typeof getSolanaDevnetTokenAccount>[0]

const PROJECT = 'laboratory'
const CHAIN = 'solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx'
const DUSD = 'Co9iaX5MKFXUds9wbdhtJw4eVCqiUJHJEqEyzrJAh7Dt'
const NATIVE_SOL = 'So11111111111111111111111111111111111111111'
const LAMPORTS_PER_SOL = 1_000_000_000n

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
    fungible_info: { name: string | null; symbol: string | null; icon: { url: string } | null }
    nft_info: null
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

describe('Solana account routes against a real Solana devnet (LiteSVM behind JSON-RPC, no mocked RPC)', () => {
  let stack: SolanaTestStack
  const account = (index: number) => stack.solana.accounts[index]?.address as string
  // Account 0 holds 1,000,000 dUSD; account 6 holds only SOL and gets only what this test sends it.
  const sender = () => account(0)
  const recipient = () => account(6)
  const signatures: string[] = []

  const get = <T>(path: string, params: Record<string, string> = {}) =>
    requestJson(stack.url(path, { projectId: PROJECT, ...params })) as Promise<{ status: number; body: T }>
  const balances = async (address: string, params: Record<string, string> = {}) => {
    const { status, body } = await get<{ balances: Balance[] }>(`/v1/account/${address}/balance`, {
      currency: 'usd',
      chainId: CHAIN,
      ...params,
    })
    expect(status).toBe(200)
    return body.balances
  }
  const history = (address: string, params: Record<string, string> = {}) =>
    get<HistoryPage>(`/v1/account/${address}/history`, { chainId: CHAIN, ...params })
  const allHistory = async (address: string) => {
    const items: HistoryItem[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const { body } = (await history(address, cursor ? { cursor } : {})) as { body: HistoryPage }
      items.push(...body.data)
      cursor = body.next
      pages += 1
    } while (cursor && pages < 20)
    return { items, pages }
  }

  beforeAll(async () => {
    stack = await startSolanaTestStack({ historyPageSize: 2 })
    // Before anything moves: the recipient's first balance and history are read (the index then has a cursor).
    expect((await balances(recipient())).map((entry) => entry.quantity.numeric)).toEqual(['10000'])
    expect((await history(recipient())).body).toEqual({ data: [], next: null })
    // 1.5 SOL, then 12.5 dUSD (creating the recipient's token account) and 7 dUSD, each landed before the next.
    signatures.push(await sendSol(stack.solana, 0, recipient(), (3n * LAMPORTS_PER_SOL) / 2n))
    signatures.push(await sendDusd(stack.solana, 0, recipient(), 12_500_000n))
    signatures.push(await sendDusd(stack.solana, 0, recipient(), 7_000_000n))
  })
  afterAll(() => stack?.stop())

  it('lists the Solana chain as supported (GET /v1/supported-chains)', async () => {
    const { status, body } = await requestJson(stack.url('/v1/supported-chains'))
    expect(status).toBe(200)
    expect(body).toEqual({ http: [CHAIN], ws: [] })
  })

  it('answers a funded wallet that holds no token with its SOL only, priced from the operator table', async () => {
    const list = await balances(account(7))
    expect(list).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: CHAIN,
        value: 1_500_000,
        price: 150,
        quantity: { decimals: '9', numeric: '10000' },
        iconUrl: `${stack.server.url}/public/getTokenImage/SOL`,
      },
    ])
  })

  it('gives the recipient exactly what was sent: 1.5 SOL more and 19.5 dUSD', async () => {
    const list = await balances(recipient())
    expect(list).toEqual([
      expect.objectContaining({ symbol: 'SOL', quantity: { decimals: '9', numeric: '10001.5' } }),
      {
        name: 'Devnet USD',
        symbol: 'dUSD',
        chainId: CHAIN,
        address: `${CHAIN}:${DUSD}`,
        value: 19.5,
        price: 1,
        quantity: { decimals: '6', numeric: '19.5' },
        iconUrl: `${stack.server.url}/public/getTokenImage/dUSD`,
      },
    ])
    const eur = await balances(recipient(), { currency: 'eur' })
    expect(eur.map((entry) => entry.price)).toEqual([138, 0.92])
  })

  it('gives the sender what the chain holds: SOL less the transfers, fees and rent; 19.5 dUSD less', async () => {
    const rpc = createSolanaRpc(stack.solana.rpcUrl)
    const { value: lamports } = await rpc.request<{ value: number }>('getBalance', [sender()])
    const list = await balances(sender())
    expect(list.map((entry) => [entry.symbol, entry.quantity.numeric])).toEqual([
      ['SOL', formatUnits(BigInt(lamports), 9)],
      ['dUSD', '999980.5'],
    ])
    // What the sender paid besides the 1.5 SOL: three fees and the new token account's rent.
    expect(BigInt(lamports)).toBeLessThan(10_000n * LAMPORTS_PER_SOL - (3n * LAMPORTS_PER_SOL) / 2n)
  })

  it('lists the recipient’s transfers newest first with their tokens, two per page, paging with the cursor', async () => {
    const first = await history(recipient())
    expect(first.status).toBe(200)
    expect(first.body.data).toHaveLength(2)
    const [newest, second] = first.body.data
    expect(newest).toEqual({
      id: `${CHAIN}:${signatures[2]}`,
      metadata: {
        operationType: 'receive',
        hash: signatures[2],
        minedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
        sentFrom: sender(),
        sentTo: recipient(),
        status: 'confirmed',
        nonce: 0,
        application: null,
        chain: CHAIN,
      },
      transfers: [
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
      ],
    })
    expect(second?.metadata).toMatchObject({ hash: signatures[1], operationType: 'receive' })
    expect(second?.transfers.map((transfer) => [transfer.direction, transfer.quantity.numeric])).toEqual([
      ['in', '12.5'],
    ])
    expect(typeof first.body.next).toBe('string')

    const last = await history(recipient(), { cursor: first.body.next as string })
    expect(last.body.next).toBeNull()
    expect(last.body.data).toEqual([
      expect.objectContaining({
        metadata: expect.objectContaining({
          operationType: 'receive',
          hash: signatures[0],
          sentFrom: sender(),
          sentTo: recipient(),
        }),
        transfers: [
          {
            fungible_info: {
              name: 'Solana',
              symbol: 'SOL',
              icon: { url: `${stack.server.url}/public/getTokenImage/SOL` },
            },
            nft_info: null,
            direction: 'in',
            quantity: { numeric: '1.5' },
            value: 225,
            price: 150,
          },
        ],
      }),
    ])
  })

  it('lists the same transfers as sends on the sender side, without the rent of the new token account', async () => {
    const { items, pages } = await allHistory(sender())
    expect(pages).toBe(2)
    expect(items.map((item) => item.metadata.hash)).toEqual([...signatures].reverse())
    expect(items.map((item) => item.metadata.operationType)).toEqual(['send', 'send', 'send'])
    expect(
      items.map((item) =>
        item.transfers.map((transfer) => [
          transfer.direction,
          transfer.fungible_info.symbol,
          transfer.quantity.numeric,
        ]),
      ),
    ).toEqual([[['out', 'dUSD', '7']], [['out', 'dUSD', '12.5']], [['out', 'SOL', '1.5']]])
    expect(items[2]?.metadata).toMatchObject({ sentFrom: sender(), sentTo: recipient() })
  })

  it('infers the namespace from a base58 address when no chainId is given', async () => {
    const { status, body } = await get<HistoryPage>(`/v1/account/${recipient()}/history`)
    expect(status).toBe(200)
    expect(body.data.map((item) => item.metadata.hash)).toEqual([signatures[2], signatures[1]])
    const balance = await get<{ balances: Balance[] }>(`/v1/account/${recipient()}/balance`, {
      currency: 'usd',
    })
    expect(balance.body.balances.map((entry) => entry.symbol)).toEqual(['SOL', 'dUSD'])
  })

  it('stores the Solana transactions in the history tables: slot, signature, transfers between wallets', async () => {
    const rows = await stack.database.query<{
      hash: string
      block_number: string | number
      tx_index: number
    }>(
      'select hash, block_number, tx_index from history_transactions where chain_id = $1 order by block_number, tx_index',
      [CHAIN],
    )
    expect(rows.map((row) => row.hash)).toEqual(signatures)
    const rpc = createSolanaRpc(stack.solana.rpcUrl)
    for (const row of rows) {
      const tx = await rpc.request<{ slot: number }>('getTransaction', [row.hash, { encoding: 'json' }])
      expect(Number(row.block_number)).toBe(tx.slot)
    }
    const transfers = await stack.database.query(
      `select token_address, from_address, to_address, amount::text as amount, token_decimals
         from history_transfers where chain_id = $1 order by hash, position`,
      [CHAIN],
    )
    expect(transfers).toHaveLength(3)
    expect(transfers).toEqual(
      expect.arrayContaining([
        {
          token_address: null,
          from_address: sender(),
          to_address: recipient(),
          amount: '1500000000',
          token_decimals: 9,
        },
        {
          token_address: DUSD,
          from_address: sender(),
          to_address: recipient(),
          amount: '7000000',
          token_decimals: 6,
        },
      ]),
    )
    const cursors = await stack.database.query<{ address: string; signature: string }>(
      'select address, signature from history_address_cursors where chain_id = $1 order by address',
      [CHAIN],
    )
    // The wallets and their dUSD token accounts, each at its newest signature.
    const tokenAccount = await getSolanaDevnetTokenAccount(recipient() as DevnetAddress)
    expect(cursors).toEqual(
      expect.arrayContaining([
        { address: recipient(), signature: signatures[2] },
        { address: tokenAccount, signature: signatures[2] },
      ]),
    )
  })

  it('reads only what is new on the next request: an incoming transfer to the token account alone is listed', async () => {
    const before = stack.rpcCalls.length
    // No new transaction: no transaction is fetched again.
    await history(recipient())
    const again = stack.rpcCalls.slice(before)
    expect(again.filter((call) => call.method === 'getTransaction')).toEqual([])
    // From account 1 to the recipient's existing token account: the wallet's own address is not in it.
    const signature = await sendDusd(stack.solana, 1, recipient(), 250_000n)
    const { body } = await history(recipient())
    expect(body.data[0]?.metadata).toMatchObject({
      hash: signature,
      operationType: 'receive',
      sentFrom: account(1),
    })
    expect(body.data[0]?.transfers[0]?.quantity.numeric).toBe('0.25')
    signatures.push(signature)
  })

  it('the core client, unchanged, reads Solana balances, history pages, identity and prices from this server', async () => {
    const fetcher = createFetcher({
      baseUrl: stack.server.url,
      projectId: PROJECT,
      sdkType: 'appkit',
      sdkVersion: 'react-core-contract',
      retries: 0,
    })
    const client = createBlockchainApiClient({ fetcher })
    expect(await client.isNetworkSupported(CHAIN)).toBe(true)
    const balance = await client.getBalance({ address: recipient(), caipNetworkId: CHAIN })
    expect(balance.unsupportedNetwork).toBe(false)
    expect(balance.balances.map((entry) => [entry.symbol, entry.quantity.numeric])).toEqual([
      ['SOL', '10001.5'],
      ['dUSD', '19.75'],
    ])
    const first = await client.fetchTransactions({ address: recipient(), caipNetworkId: CHAIN })
    expect(first.data.map((item) => item.metadata.hash)).toEqual([signatures[3], signatures[2]])
    const rest = await client.fetchTransactions({
      address: recipient(),
      caipNetworkId: CHAIN,
      cursor: first.next as string,
    })
    expect(rest.data.map((item) => item.metadata.hash)).toEqual([signatures[1], signatures[0]])
    expect(rest.data[1]?.transfers[0]).toMatchObject({
      direction: 'in',
      quantity: { numeric: '1.5' },
      price: 150,
    })
    expect(await client.fetchIdentity({ address: recipient(), caipNetworkId: CHAIN })).toEqual({
      name: null,
      avatar: null,
    })
    const price = await client.fetchTokenPrice({ caipNetworkId: CHAIN, addresses: [`${CHAIN}:${DUSD}`] })
    expect(price.fungibles[0]).toMatchObject({ symbol: 'dUSD', price: 1 })
  })

  it('lists the native coin and the configured mint as the chain’s tokens, and prices both', async () => {
    const tokens = await get<{ tokens: { symbol: string; address: string; decimals: number }[] }>(
      '/v1/convert/tokens',
      { chainId: CHAIN },
    )
    expect(tokens.body.tokens).toEqual([
      expect.objectContaining({ symbol: 'SOL', address: `${CHAIN}:${NATIVE_SOL}`, decimals: 9 }),
      expect.objectContaining({ symbol: 'dUSD', address: `${CHAIN}:${DUSD}`, decimals: 6 }),
    ])
    const filtered = await get<{ tokens: unknown[] }>('/v1/convert/tokens', { chainId: CHAIN, address: DUSD })
    expect(filtered.body.tokens).toHaveLength(1)
    const price = await postJson(stack.url('/v1/fungible/price'), {
      projectId: PROJECT,
      currency: 'usd',
      addresses: [`${CHAIN}:${NATIVE_SOL}`],
    })
    expect(price.body).toEqual({
      fungibles: [
        {
          address: `${CHAIN}:${NATIVE_SOL}`,
          name: 'Solana',
          symbol: 'SOL',
          iconUrl: `${stack.server.url}/public/getTokenImage/SOL`,
          price: 150,
          decimals: 9,
        },
      ],
    })
    const token = await postJson(stack.url('/v1/fungible/price'), {
      projectId: PROJECT,
      currency: 'usd',
      addresses: [`${CHAIN}:${DUSD}`],
    })
    expect(token.body).toMatchObject({ fungibles: [{ symbol: 'dUSD', price: 1, decimals: 6 }] })
    const gas = await get('/v1/convert/gas-price', { chainId: CHAIN })
    expect(gas).toMatchObject({ status: 400, body: { reasons: [{ field: '' }] } })
  })

  it('refuses bad addresses and chains with the typed 400s, and none of them reaches the RPC', async () => {
    const before = stack.rpcCalls.length
    const good = recipient()
    const cases: [string, Record<string, string>, { field: string; description?: string }][] = [
      [
        'notbase58!',
        { chainId: CHAIN },
        { field: 'address', description: 'The address provided is invalid' },
      ],
      // Base58, but 31 bytes and 33 bytes: no public key.
      ['1111111111111111111111111111111', { chainId: CHAIN }, { field: 'address' }],
      [`${good}1`, { chainId: CHAIN }, { field: 'address' }],
      // 0 is not in the base58 alphabet.
      [`0${good.slice(1)}`, { chainId: CHAIN }, { field: 'address' }],
      // An EVM address asked on the Solana chain, a Solana one on an EVM chain id.
      ['0x976EA74026E726554dB657fA54763abd0C3a0aa9', { chainId: CHAIN }, { field: 'address' }],
      [good, { chainId: 'eip155:1' }, { field: 'chainId', description: 'Unsupported namespace' }],
      [
        good,
        { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
        {
          field: 'chainId',
          description: "We don't support the chainId you provided: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
        },
      ],
      [good, { chainId: 'solana:' }, { field: 'chainId' }],
      [good, { chainId: 'solana:EZ9Mym/../x' }, { field: 'chainId' }],
      [good, { chainId: CHAIN, cursor: 'x' }, { field: 'cursor' }],
      [
        good,
        {
          chainId: CHAIN,
          cursor: Buffer.from(
            JSON.stringify(['2026-01-01T00:00:00.000Z', CHAIN, '9'.repeat(30), 0]),
          ).toString('base64url'),
        },
        { field: 'cursor' },
      ],
    ]
    for (const [address, params, reason] of cases) {
      for (const route of ['balance', 'history']) {
        if (route === 'balance' && 'cursor' in params) continue
        const { status, body } = await get(`/v1/account/${encodeURIComponent(address)}/${route}`, {
          currency: 'usd',
          ...params,
        })
        expect({ route, address, params, status, body }).toMatchObject({
          status: 400,
          body: { status: 'FAILED', reasons: [reason] },
        })
      }
    }
    const forced = await get(`/v1/account/${good}/balance`, {
      currency: 'usd',
      chainId: CHAIN,
      forceUpdate: `${CHAIN}:not-a-mint`,
    })
    expect(forced).toMatchObject({ status: 400, body: { reasons: [{ field: 'forceUpdate' }] } })
    const price = await postJson(stack.url('/v1/fungible/price'), {
      projectId: PROJECT,
      currency: 'usd',
      addresses: [`${CHAIN}:${account(3)}`],
    })
    expect(price).toMatchObject({ status: 400, body: { reasons: [{ field: 'asset' }] } })
    const identity = await get(`/v1/identity/${good}`)
    expect(identity.body).toMatchObject({ name: null, avatar: null })
    expect(stack.rpcCalls.slice(before)).toEqual([])
  })

  it('sends the RPC only checked public keys and the signatures the node itself listed', async () => {
    const keys = new Set<string>()
    const listed = new Set<string>()
    for (const { method, params } of stack.rpcCalls) {
      if (method === 'getTransaction') {
        expect(listed.has(params[0] as string)).toBe(true)
        continue
      }
      if (
        method === 'getBalance' ||
        method === 'getTokenAccountsByOwner' ||
        method === 'getSignaturesForAddress'
      )
        keys.add(params[0] as string)
      expect([
        'getSlot',
        'getSignatureStatuses',
        'getBalance',
        'getTokenAccountsByOwner',
        'getSignaturesForAddress',
      ]).toContain(method)
      if (method === 'getSignaturesForAddress') {
        // Every signature this test's requests could have listed.
        for (const signature of signatures) listed.add(signature)
      }
    }
    const tokenAccounts = await Promise.all(
      [0, 1, 6].map((index) => getSolanaDevnetTokenAccount(account(index) as DevnetAddress)),
    )
    for (const key of keys)
      expect([account(0), account(1), account(6), account(7), ...tokenAccounts]).toContain(key)
  })

  it('leaves Solana out of the supported chains of a server not configured for it, and refuses its ids', async () => {
    const evmOnly = await startApiServer({
      chains: [
        {
          id: 31337,
          name: 'Devnet',
          rpcUrl: 'http://127.0.0.1:9',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
      database: stack.database,
    })
    try {
      const chains = await requestJson(`${evmOnly.url}/v1/supported-chains`)
      expect(chains.body).toEqual({ http: ['eip155:31337'], ws: [] })
      const refused = await requestJson(
        `${evmOnly.url}/v1/account/${recipient()}/history?projectId=${PROJECT}&chainId=${CHAIN}`,
      )
      expect(refused).toMatchObject({
        status: 400,
        body: { reasons: [{ description: 'Unsupported namespace' }] },
      })
      const bare = await requestJson(
        `${evmOnly.url}/v1/account/${recipient()}/balance?projectId=${PROJECT}&currency=usd`,
      )
      expect(bare).toMatchObject({ status: 400, body: { reasons: [{ field: 'address' }] } })
    } finally {
      await evmOnly.close()
    }
    const both = await startApiServer({
      chains: [
        solanaDevnetChain(stack.solana),
        {
          id: 31337,
          name: 'Devnet',
          rpcUrl: 'http://127.0.0.1:9',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
      database: stack.database,
    })
    try {
      expect((await requestJson(`${both.url}/v1/supported-chains`)).body).toEqual({
        http: [CHAIN, 'eip155:31337'],
        ws: [],
      })
    } finally {
      await both.close()
    }
  })

  it('calls only the configured RPC URL: a redirect from it is not followed', async () => {
    const elsewhere: string[] = []
    const target = createServer((request, response) => {
      elsewhere.push(request.url ?? '')
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"jsonrpc":"2.0","id":1,"result":0}')
    })
    const redirecting = createServer((_request, response) => {
      const { port } = target.address() as AddressInfo
      response.writeHead(307, { location: `http://127.0.0.1:${port}/` }).end()
    })
    await Promise.all(
      [target, redirecting].map(
        (server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
      ),
    )
    const { port } = redirecting.address() as AddressInfo
    const redirected = await startApiServer({
      chains: [solanaDevnetChain(stack.solana, `http://127.0.0.1:${port}`)],
      database: stack.database,
    })
    try {
      const balance = await requestJson(
        `${redirected.url}/v1/account/${recipient()}/balance?projectId=${PROJECT}&currency=usd`,
      )
      expect(balance).toMatchObject({ status: 503, body: { reasons: [{ field: 'chainId' }] } })
      const page = await requestJson(
        `${redirected.url}/v1/account/${recipient()}/history?projectId=${PROJECT}`,
      )
      expect(page.status).toBe(503)
      expect(elsewhere).toEqual([])
    } finally {
      await redirected.close()
      await Promise.all(
        [target, redirecting].map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
      )
    }
  })

  it('answers 503 while the Solana node is down, and drops a reset chain’s index when it is back', async () => {
    expect((await history(recipient())).body.data.length).toBeGreaterThan(0)
    await stack.solana.stop()
    const down = await history(recipient())
    expect(down).toMatchObject({
      status: 503,
      body: { reasons: [{ description: 'Transaction provider is temporarily unavailable' }] },
    })
    const noBalance = await get(`/v1/account/${recipient()}/balance`, { currency: 'usd', chainId: CHAIN })
    expect(noBalance).toMatchObject({ status: 503, body: { reasons: [{ field: 'chainId' }] } })

    await stack.resetSolana()
    expect((await history(recipient())).body).toEqual({ data: [], next: null })
    expect(
      await stack.database.query(
        'select count(*)::int as count from history_transactions where chain_id = $1',
        [CHAIN],
      ),
    ).toEqual([{ count: 0 }])
    const fresh = await sendSol(stack.solana, 2, recipient(), LAMPORTS_PER_SOL)
    const after = await history(recipient())
    expect(after.body.data.map((item) => item.metadata.hash)).toEqual([fresh])
  })
})
