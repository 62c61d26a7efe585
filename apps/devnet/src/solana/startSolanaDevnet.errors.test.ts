import { getBase58Encoder } from '@solana/kit'
import { Keypair, type PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { solanaDevnetAccounts, solanaDevnetFaucet } from './solanaDevnetAccounts.ts'
import { type SolanaDevnet, startSolanaDevnet } from './startSolanaDevnet.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('startSolanaDevnet: bad input and browsers', () => {
  let devnet: SolanaDevnet

  beforeAll(async () => {
    devnet = await startSolanaDevnet()
  })
  afterAll(() => devnet?.stop())

  const rpc = async (body: unknown) => {
    const response = await fetch(devnet.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    return (await response.json()) as {
      result?: unknown
      error?: { code: number; message: string; data?: unknown }
    }
  }

  it('answers bad input with JSON-RPC errors and keeps serving', async () => {
    expect((await rpc('{not json')).error?.code).toBe(-32700)
    expect((await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' })).error?.code).toBe(-32601)
    expect((await rpc({ jsonrpc: '2.0', id: 1 })).error?.code).toBe(-32600)
    expect(
      (await rpc({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: { pubkey: 'x' } })).error?.code,
    ).toBe(-32602)
    expect(
      (await rpc({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: ['not-a-key'] })).error?.code,
    ).toBe(-32602)
    expect((await rpc({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [] })).error?.code).toBe(-32602)
    expect(
      (
        await rpc({
          jsonrpc: '2.0',
          id: 1,
          method: 'sendTransaction',
          params: ['AAAA', { encoding: 'base64' }],
        })
      ).error?.code,
    ).toBe(-32602)
    expect(
      (await rpc({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: ['0OIl'] })).error?.code,
    ).toBe(-32602)
    expect(
      (
        await rpc({
          jsonrpc: '2.0',
          id: 1,
          method: 'getSignaturesForAddress',
          params: [solanaDevnetFaucet.address, { limit: 5000 }],
        })
      ).error?.code,
    ).toBe(-32602)
    expect(
      (
        await rpc({
          jsonrpc: '2.0',
          id: 1,
          method: 'getAccountInfo',
          params: [solanaDevnetFaucet.address, { encoding: 'base64+zstd' }],
        })
      ).error?.code,
    ).toBe(-32602)
    expect(await rpc([])).toMatchObject({ error: { code: -32600 } })
    const batch = (await rpc([
      { jsonrpc: '2.0', id: 'a', method: 'getSlot' },
      { jsonrpc: '2.0', id: 'b', method: 'nope' },
    ])) as unknown as { id: string; result?: number; error?: unknown }[]
    expect(batch.map((entry) => [entry.id, 'result' in entry, 'error' in entry])).toEqual([
      ['a', true, false],
      ['b', false, true],
    ])
    expect((await fetch(devnet.rpcUrl, { method: 'PUT' })).status).toBe(405)

    const socket = new WebSocket(devnet.wsUrl)
    const messages: { error?: { code: number }; result?: unknown }[] = []
    socket.on('message', (data) => messages.push(JSON.parse(data.toString())))
    await new Promise((resolve) => socket.once('open', resolve))
    socket.send('{oops')
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'getBalance', params: [] }))
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'accountUnsubscribe', params: [999_999] }))
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'slotSubscribe' }))
    for (let attempt = 0; attempt < 50 && messages.length < 4; attempt++) await sleep(20)
    expect(messages.map((message) => message.error?.code ?? typeof message.result)).toEqual([
      -32700,
      -32601,
      -32602,
      'number',
    ])
    socket.close()
    expect(await rpc({ jsonrpc: '2.0', id: 9, method: 'getHealth' })).toMatchObject({ result: 'ok', id: 9 })
  })

  it('refuses a transaction whose signature does not verify (-32003), and one from an unknown payer', async () => {
    const sender = Keypair.fromSecretKey(
      getBase58Encoder().encode(solanaDevnetAccounts[0].secretKey) as Uint8Array,
    )
    const { result } = await rpc({ jsonrpc: '2.0', id: 1, method: 'getLatestBlockhash' })
    const { blockhash } = (result as { value: { blockhash: string } }).value
    const transfer = (payer: PublicKey) =>
      new Transaction({ feePayer: payer, recentBlockhash: blockhash }).add(
        SystemProgram.transfer({
          fromPubkey: payer,
          toPubkey: Keypair.generate().publicKey,
          lamports: 1_000_000,
        }),
      )
    const tampered = transfer(sender.publicKey)
    tampered.sign(sender)
    tampered.signatures[0]!.signature![0]! ^= 1
    const send = (transaction: Transaction) =>
      rpc({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [
          transaction.serialize({ verifySignatures: false }).toString('base64'),
          { encoding: 'base64' },
        ],
      })
    expect((await send(tampered)).error?.code).toBe(-32003)
    // The transfer's account count (2) rewritten as 0x81 0x00, a non-canonical two-byte 1: kit's decoder reads it,
    // LiteSVM's would abort the whole process.
    const wire = Buffer.from(tampered.serialize({ verifySignatures: false }))
    const countAt = wire.length - 12 - 1 - 2 - 1
    expect([wire[countAt], wire[countAt + 1]]).toEqual([2, 0])
    wire[countAt] = 0x81
    const nonCanonical = wire.toString('base64')
    const refused = await rpc({
      jsonrpc: '2.0',
      id: 1,
      method: 'simulateTransaction',
      params: [nonCanonical, { encoding: 'base64' }],
    })
    expect(refused.error).toMatchObject({ code: -32602, message: expect.stringMatching(/canonical/) })
    const stranger = Keypair.generate()
    const unfunded = transfer(stranger.publicKey)
    unfunded.sign(stranger)
    expect((await send(unfunded)).error).toMatchObject({ code: -32002, data: { err: 'AccountNotFound' } })
  })

  it('answers CORS preflight from loopback pages and refuses other origins', async () => {
    const preflight = (origin: string) =>
      fetch(devnet.rpcUrl, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,solana-client',
        },
      })
    const local = await preflight('http://localhost:5173')
    expect(local.status).toBe(204)
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(local.headers.get('access-control-allow-headers')).toBe('content-type,solana-client')
    expect((await preflight('https://example.com')).status).toBe(403)
    const post = await fetch(devnet.rpcUrl, {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:5173', 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }),
    })
    expect(post.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    const foreign = new WebSocket(devnet.wsUrl, { origin: 'https://example.com' })
    // ws reports the refused upgrade as an error too, once the response is handled below.
    foreign.on('error', () => {})
    const refused = await new Promise((resolve) => {
      foreign.once('unexpected-response', (_request, response) => resolve(response.statusCode))
      foreign.once('open', () => resolve('open'))
    })
    expect(refused).toBe(401)
    foreign.terminate()
  })
})
