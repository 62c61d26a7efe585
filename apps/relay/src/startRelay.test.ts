// Protocol tests: a real relay on 127.0.0.1 and plain `ws` clients speaking the WalletConnect relay methods.
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { getSubscriptionId } from './getSubscriptionId.ts'
import type { RelayLimits } from './relayDefaults.ts'
import { type Relay, startRelay } from './startRelay.ts'
import { connectRawClient, createLargeId, type RawClient } from './test/connectRawClient.ts'
import { createRecordingLogger } from './test/createRecordingLogger.ts'

const topicA = 'a'.repeat(64)
const topicB = 'b'.repeat(64)
const topicC = 'c'.repeat(64)

// vi.waitFor polls until the relay has logged; generous on a busy machine (not a speed assertion).
const waitOptions = { timeout: 15_000, interval: 20 }

const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function start(limits?: Partial<RelayLimits>) {
  const logger = createRecordingLogger()
  const relay = await startRelay({ logger, ...(limits ? { limits } : {}) })
  cleanups.push(() => relay.close())
  return { relay, logger }
}

async function connect(relay: Relay, options?: Parameters<typeof connectRawClient>[1]) {
  const client = await connectRawClient(relay.url, options)
  cleanups.push(() => client.close())
  return client
}

function publish(client: RawClient, topic: string, message: string, tag = 1000, ttl = 300) {
  return client.request('irn_publish', { topic, message, ttl, tag })
}

function healthUrl(relay: Relay) {
  return `${relay.url.replace('ws:', 'http:')}/health`
}

async function getHealth(relay: Relay) {
  return (await fetch(healthUrl(relay))).json()
}

/** The relay still works: a fresh pair of clients completes a subscribe → publish → deliver round trip. */
async function expectRoundTrip(relay: Relay) {
  const receiver = await connect(relay)
  const sender = await connect(relay)
  const topic = `${Math.random().toString(16).slice(2)}`.padEnd(64, '0')
  expect((await receiver.request('irn_subscribe', { topic })).json.result).toBe(
    getSubscriptionId(topic, receiver.clientId),
  )
  expect((await publish(sender, topic, 'round trip')).json.result).toBe(true)
  expect((await receiver.nextDelivery()).json.params.data.message).toBe('round trip')
  await Promise.all([receiver.close(), sender.close()])
}

describe('subscribe, publish, deliver, acknowledge', () => {
  it('delivers a publish to the subscriber (not the publisher) as irn_subscription with the sha256 subscription id', async () => {
    const { relay } = await start()
    const wallet = await connect(relay)
    const dapp = await connect(relay)
    const subscribed = await wallet.request('irn_subscribe', { topic: topicA })
    expect(subscribed.json).toEqual({
      id: expect.anything(),
      jsonrpc: '2.0',
      result: getSubscriptionId(topicA, wallet.clientId),
    })
    await dapp.request('irn_subscribe', { topic: topicA })

    const published = await publish(dapp, topicA, 'hello wallet', 1108)
    expect(published.json.result).toBe(true)
    const delivery = await wallet.nextDelivery()
    expect(delivery.json.method).toBe('irn_subscription')
    expect(delivery.json.params.id).toBe(getSubscriptionId(topicA, wallet.clientId))
    expect(delivery.json.params.data).toEqual({
      topic: topicA,
      message: 'hello wallet',
      publishedAt: expect.any(Number),
      tag: 1108,
    })
    // The publisher gets no copy of its own message: its next delivery is the wallet's answer.
    await publish(wallet, topicA, 'hello dapp')
    expect((await dapp.nextDelivery()).json.params.data.message).toBe('hello dapp')
    expect(dapp.queuedDeliveries).toBe(0)
  })

  it('echoes 19-digit ids byte-exact, as JSON numbers and as strings', async () => {
    const { relay } = await start()
    const client = await connect(relay)
    const id = '1795437027565609473' // beyond 2^53: JSON.parse would round it to ...609472
    const asNumber = await client.sendRaw(
      `{"id":${id},"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topicA}"}}`,
    )
    expect(asNumber.text.startsWith(`{"id":${id},`)).toBe(true)
    const asString = await client.sendRaw(
      `{"id":"${id}","jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topicB}"}}`,
    )
    expect(asString.text.startsWith(`{"id":"${id}",`)).toBe(true)
  })

  it('keeps a message for a topic with no subscriber and delivers it when one subscribes', async () => {
    const { relay } = await start()
    const dapp = await connect(relay)
    await publish(dapp, topicA, 'proposal', 1100)
    const health = await getHealth(relay)
    expect(health).toMatchObject({ messages: 1, topics: 1 })

    const wallet = await connect(relay)
    await wallet.request('irn_subscribe', { topic: topicA })
    expect((await wallet.nextDelivery()).json.params.data).toMatchObject({ message: 'proposal', tag: 1100 })
  })

  it('does not resend an acknowledged message to the same client id, and resends one it never acknowledged', async () => {
    const { relay } = await start()
    const dapp = await connect(relay)
    await publish(dapp, topicA, 'first')
    await publish(dapp, topicB, 'second')

    // Acknowledges `first`; `second` reaches the socket but is never acknowledged before it closes.
    const keyPair = generateKeyPair()
    const wallet = await connect(relay, { keyPair, autoAck: false })
    await wallet.request('irn_subscribe', { topic: topicA })
    const first = await wallet.nextDelivery()
    wallet.ack(first)
    await wallet.request('irn_subscribe', { topic: topicB })
    expect((await wallet.nextDelivery()).json.params.data.message).toBe('second')
    // A request answered after the ack went out proves the relay has read the ack before the socket closes.
    await wallet.request('irn_subscribe', { topic: topicC })
    await wallet.close()

    // Same client id again (a reloaded page): only the unacknowledged message comes back.
    const reloaded = await connect(relay, { keyPair })
    const ids = await reloaded.request('irn_batchSubscribe', { topics: [topicA, topicB] })
    expect(ids.json.result).toEqual([
      getSubscriptionId(topicA, reloaded.clientId),
      getSubscriptionId(topicB, reloaded.clientId),
    ])
    expect((await reloaded.nextDelivery()).json.params.data.message).toBe('second')
    await publish(dapp, topicC, 'marker')
    await reloaded.request('irn_subscribe', { topic: topicC })
    expect((await reloaded.nextDelivery()).json.params.data.message).toBe('marker')
  })

  it('stores a re-published identical message once', async () => {
    const { relay } = await start()
    const dapp = await connect(relay)
    await publish(dapp, topicA, 'retry me')
    await publish(dapp, topicA, 'retry me')
    const health = await getHealth(relay)
    expect(health.messages).toBe(1)
  })
})

describe('batch methods and unsubscribe', () => {
  it('irn_batchSubscribe answers the ids in order and delivers what each topic holds', async () => {
    const { relay } = await start()
    const dapp = await connect(relay)
    await publish(dapp, topicA, 'on a')
    await publish(dapp, topicB, 'on b')
    const wallet = await connect(relay)
    const ids = await wallet.request('irn_batchSubscribe', { topics: [topicA, topicB] })
    expect(ids.json.result).toEqual([
      getSubscriptionId(topicA, wallet.clientId),
      getSubscriptionId(topicB, wallet.clientId),
    ])
    const messages = [
      (await wallet.nextDelivery()).json.params.data.message,
      (await wallet.nextDelivery()).json.params.data.message,
    ]
    expect(messages).toEqual(['on a', 'on b'])
  })

  it('irn_batchFetchMessages returns stored messages page by page with hasMore, each once', async () => {
    const { relay } = await start({ maxFetchMessages: 2 })
    const dapp = await connect(relay)
    for (const message of ['m1', 'm2', 'm3']) await publish(dapp, topicA, message, 1102)
    await publish(dapp, topicB, 'm4')
    const wallet = await connect(relay)

    const page1 = await wallet.request('irn_batchFetchMessages', { topics: [topicA, topicB] })
    expect(page1.json.result).toEqual({
      hasMore: true,
      messages: [
        { topic: topicA, message: 'm1', publishedAt: expect.any(Number), tag: 1102 },
        { topic: topicA, message: 'm2', publishedAt: expect.any(Number), tag: 1102 },
      ],
    })
    const page2 = await wallet.request('irn_batchFetchMessages', { topics: [topicA, topicB] })
    expect(page2.json.result).toEqual({
      hasMore: false,
      messages: [
        expect.objectContaining({ topic: topicA, message: 'm3' }),
        expect.objectContaining({ topic: topicB, message: 'm4' }),
      ],
    })
    const page3 = await wallet.request('irn_batchFetchMessages', { topics: [topicA, topicB] })
    expect(page3.json.result).toEqual({ messages: [], hasMore: false })
  })

  it('irn_unsubscribe and irn_batchUnsubscribe stop deliveries on those topics only', async () => {
    const { relay } = await start()
    const wallet = await connect(relay)
    const dapp = await connect(relay)
    await wallet.request('irn_batchSubscribe', { topics: [topicA, topicB, topicC] })
    const unsubscribed = await wallet.request('irn_unsubscribe', {
      topic: topicA,
      id: getSubscriptionId(topicA, wallet.clientId),
    })
    expect(unsubscribed.json.result).toBe(true)
    const batchUnsubscribed = await wallet.request('irn_batchUnsubscribe', {
      subscriptions: [{ topic: topicB, id: getSubscriptionId(topicB, wallet.clientId) }],
    })
    expect(batchUnsubscribed.json.result).toBe(true)
    // Frames arrive in order: if the marker on C is the first delivery, nothing came for A or B.
    await publish(dapp, topicA, 'not for you')
    await publish(dapp, topicB, 'nor this')
    await publish(dapp, topicC, 'marker')
    expect((await wallet.nextDelivery()).json.params.data.message).toBe('marker')
  })
})

describe('WalletConnect session methods', () => {
  it('wc_proposeSession forwards the proposal on the pairing topic (tag 1100) and subscribes the proposer to it', async () => {
    const { relay } = await start()
    const dapp = await connect(relay)
    const proposed = await dapp.request('wc_proposeSession', {
      pairingTopic: topicA,
      sessionProposal: 'encrypted proposal',
      ttl: 300,
      tag: 1100,
    })
    expect(proposed.json.result).toBe(true)
    const wallet = await connect(relay)
    await wallet.request('irn_subscribe', { topic: topicA })
    expect((await wallet.nextDelivery()).json.params.data).toMatchObject({
      topic: topicA,
      message: 'encrypted proposal',
      tag: 1100,
    })

    // The dApp never sent irn_subscribe for the pairing topic, yet it gets the wallet's answer.
    const approved = await wallet.request('wc_approveSession', {
      sessionTopic: topicB,
      pairingTopic: topicA,
      sessionProposalResponse: 'encrypted response',
      sessionSettlementRequest: 'encrypted settlement',
    })
    expect(approved.json.result).toBe(true)
    const response = await dapp.nextDelivery()
    expect(response.json.params).toEqual({
      id: getSubscriptionId(topicA, dapp.clientId),
      data: { topic: topicA, message: 'encrypted response', publishedAt: expect.any(Number), tag: 1101 },
    })
    await dapp.request('irn_subscribe', { topic: topicB })
    expect((await dapp.nextDelivery()).json.params.data).toMatchObject({
      topic: topicB,
      message: 'encrypted settlement',
      tag: 1102,
    })

    // wc_approveSession subscribed the wallet to the session topic: the dApp's first request reaches it.
    await publish(dapp, topicB, 'session request', 1108)
    expect((await wallet.nextDelivery()).json.params.data).toMatchObject({
      topic: topicB,
      message: 'session request',
    })
  })
})

describe('bad frames get a JSON-RPC error and the relay keeps serving', () => {
  const cases: Array<{
    name: string
    frame: () => string
    code: number
    message: RegExp
    echoesId?: boolean
  }> = [
    { name: 'not JSON', frame: () => '{"id":1,"jsonrpc":', code: -32700, message: /^Parse error/ },
    { name: 'a batch array', frame: () => '[]', code: -32600, message: /batch arrays/ },
    {
      name: 'no id',
      frame: () => '{"jsonrpc":"2.0","method":"irn_subscribe"}',
      code: -32600,
      message: /id must be/,
    },
    {
      name: 'a wrong jsonrpc version',
      frame: () => `{"id":${createLargeId()},"jsonrpc":"1.0","method":"irn_subscribe"}`,
      code: -32600,
      message: /jsonrpc must be "2.0"/,
      echoesId: true,
    },
    {
      name: 'an unknown method',
      frame: () => `{"id":${createLargeId()},"jsonrpc":"2.0","method":"irn_teleport","params":{}}`,
      code: -32601,
      message: /^Method not found: irn_teleport$/,
      echoesId: true,
    },
    {
      name: 'params of the wrong type',
      frame: () => `{"id":${createLargeId()},"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":42}}`,
      code: -32602,
      message: /^Invalid params: topic must be 64 hex characters$/,
      echoesId: true,
    },
    {
      name: 'a publish without ttl',
      frame: () =>
        `{"id":${createLargeId()},"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${topicA}","message":"x"}}`,
      code: -32602,
      message: /^Invalid params: ttl must be an integer/,
      echoesId: true,
    },
  ]

  for (const { name, frame, code, message, echoesId } of cases) {
    it(`answers ${name} with ${code}, then serves a good round trip`, async () => {
      const { relay } = await start()
      const client = await connect(relay)
      const text = frame()
      const answer = await client.sendRaw(text)
      expect(answer.json.error?.code).toBe(code)
      expect(answer.json.error?.message).toMatch(message)
      const sentId = /^\{"id":(\d+),/.exec(text)?.[1]
      if (echoesId) expect(answer.text.startsWith(`{"id":${sentId},`)).toBe(true)
      else expect(answer.json.id).toBeNull()
      // The same socket still works, and so does the relay.
      expect((await client.request('irn_subscribe', { topic: topicA })).json.result).toBeTypeOf('string')
      await expectRoundTrip(relay)
    })
  }

  it('answers a publish larger than maxMessageBytes with -32602 and keeps the socket', async () => {
    const { relay } = await start({ maxMessageBytes: 1024 })
    const client = await connect(relay)
    const answer = await publish(client, topicA, 'x'.repeat(1025))
    expect(answer.json.error).toEqual({
      code: -32602,
      message: 'Invalid params: message is larger than 1024 bytes',
    })
    expect((await publish(client, topicA, 'x'.repeat(1024))).json.result).toBe(true)
  })

  it('closes a socket sending a frame larger than maxFrameBytes with 1009, and the relay keeps serving', async () => {
    const { relay, logger } = await start({ maxFrameBytes: 4096 })
    const client = await connect(relay)
    const closed = new Promise<number>((resolve) => client.socket.once('close', (code) => resolve(code)))
    client.socket.send(
      `{"id":1,"jsonrpc":"2.0","method":"irn_publish","params":{"message":"${'x'.repeat(5000)}"}}`,
    )
    expect(await closed).toBe(1009)
    await expectRoundTrip(relay)
    // The client saw the 1009; the relay's line names the reason.
    await vi.waitFor(
      () =>
        expect(logger.lines).toContainEqual(
          expect.stringMatching(/#1 close .* \(code \d+, Max payload size exceeded;/),
        ),
      waitOptions,
    )
  })
})

describe('connections', () => {
  it('cuts off a socket that stops reading once maxBufferedBytes are queued for it', async () => {
    const { relay, logger } = await start({ maxBufferedBytes: 256 * 1024, maxMessagesPerTopic: 1_000 })
    const reader = await connect(relay)
    await reader.request('irn_subscribe', { topic: topicA })
    reader.socket.pause() // stops reading: the kernel buffers fill, then the relay's queue grows
    const writer = await connect(relay)
    const filler = 'x'.repeat(60_000)
    const cutOff = () => logger.lines.some((line) => /#1 close .*send buffer full/.test(line))
    // Bounded: at most 1000 publishes (60 MB) whatever happens.
    let published = 0
    while (!cutOff() && published < 1_000) {
      await publish(writer, topicA, `${published}${filler}`)
      published += 1
    }
    expect(cutOff()).toBe(true)
    reader.socket.terminate() // a paused client would wait for a close frame it never reads
    await expectRoundTrip(relay)
  })

  it('refuses a missing, malformed, forged or expired auth JWT with HTTP 401', async () => {
    const { relay, logger } = await start()
    const keyPair = generateKeyPair()
    const valid = await signJWT('sub', relay.url, 3600, keyPair)
    const [header, payload] = valid.split('.')
    const otherSignature = (await signJWT('sub', relay.url, 3600, generateKeyPair())).split('.')[2]
    const expired = await signJWT('sub', relay.url, 60, keyPair, Math.floor(Date.now() / 1000) - 3600)
    const tokens = {
      missing: '',
      malformed: '&auth=not-a-jwt',
      forged: `&auth=${header}.${payload}.${otherSignature}`,
      expired: `&auth=${expired}`,
    }
    for (const query of Object.values(tokens)) {
      const status = await new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`${relay.url}/?projectId=test${query}`)
        socket.once('unexpected-response', (_request, response) => {
          resolve(response.statusCode ?? 0)
          response.destroy()
        })
        socket.once('open', () => reject(new Error('connected without valid auth')))
        socket.once('error', () => undefined)
      })
      expect(status).toBe(401)
    }
    expect(logger.lines.filter((line) => line.startsWith('relay: refused a connection'))).toEqual([
      'relay: refused a connection from 127.0.0.1: missing auth query parameter',
      'relay: refused a connection from 127.0.0.1: malformed auth JWT',
      'relay: refused a connection from 127.0.0.1: auth JWT signature does not verify',
      'relay: refused a connection from 127.0.0.1: auth JWT expired',
    ])
    await expectRoundTrip(relay)
  })

  it('refuses upgrades past maxConnections with HTTP 503 and accepts again once a socket closes', async () => {
    const { relay } = await start({ maxConnections: 1 })
    const first = await connect(relay)
    await expect(connectRawClient(relay.url)).rejects.toThrow('Unexpected server response: 503')
    await first.close()
    await vi.waitFor(async () => expect((await getHealth(relay)).connections).toBe(0), waitOptions)
    const second = await connect(relay)
    expect((await second.request('irn_subscribe', { topic: topicA })).json.result).toBeTypeOf('string')
  })

  it('GET /health answers status, connections, topics and messages', async () => {
    const { relay } = await start()
    const base = relay.url.replace('ws:', 'http:')
    expect(await (await fetch(`${base}/health`)).json()).toEqual({
      status: 'ok',
      connections: 0,
      topics: 0,
      messages: 0,
    })
    const wallet = await connect(relay)
    const dapp = await connect(relay)
    await wallet.request('irn_subscribe', { topic: topicA })
    await publish(dapp, topicB, 'stored')
    const response = await fetch(`${base}/health`)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(await response.json()).toEqual({ status: 'ok', connections: 2, topics: 2, messages: 1 })
    expect((await fetch(`${base}/elsewhere`)).status).toBe(404)
  })

  it('pings sockets and closes one that stops answering', async () => {
    const { relay } = await start({ pingIntervalMs: 500 })
    const lively = await connect(relay)
    await new Promise((resolve) => lively.socket.once('ping', resolve))
    const silent = await connect(relay, { autoPong: false })
    const code = await new Promise<number>((resolve) => silent.socket.once('close', resolve))
    expect(code).toBe(1006)
    expect(lively.socket.readyState).toBe(WebSocket.OPEN)
  })

  it('logs one line when a socket opens and one when it closes, with the client id and duration', async () => {
    const { relay, logger } = await start()
    const client = await connect(relay)
    await client.close()
    // The client's close event can come before the relay's: wait for the relay's line.
    const lines = await vi.waitFor(() => {
      const found = logger.lines.filter((line) => line.includes(client.clientId))
      expect(found).toHaveLength(2)
      return found
    }, waitOptions)
    expect(lines[0]).toBe(`relay: #1 open ${client.clientId} from 127.0.0.1`)
    expect(lines[1]).toMatch(
      new RegExp(
        `^relay: #1 close ${client.clientId} after \\d+\\.\\d\\d s \\(code 1005; 0 frames, 0 refused\\)$`,
      ),
    )
  })

  it('close() sends 1001 to connected clients and frees the port', async () => {
    const relay = await startRelay({ logger: createRecordingLogger() })
    const client = await connectRawClient(relay.url)
    const closed = new Promise<number>((resolve) => client.socket.once('close', resolve))
    await relay.close()
    expect(await closed).toBe(1001)
    await expect(fetch(healthUrl(relay))).rejects.toThrow()
  })
})
