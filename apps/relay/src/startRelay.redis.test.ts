// Several relay processes on one Redis (startRelay twice, each with its own port, on one key prefix): raw `ws`
// clients on either relay, the budgets of issue #15 held over both, a restart, and Redis going away.
import { getFreePort } from '@org/appkit-devnet'
import { generateKeyPair } from '@walletconnect/relay-auth'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getSubscriptionId } from './getSubscriptionId.ts'
import type { RelayLimits } from './relayDefaults.ts'
import { type Relay, type StartRelayParameters, startRelay } from './startRelay.ts'
import { type ConnectRawClientOptions, connectRawClient, type RawClient } from './test/connectRawClient.ts'
import { createRecordingLogger } from './test/createRecordingLogger.ts'
import { createTestKeyPrefix } from './test/createTestKeyPrefix.ts'
import { requireRedisUrl } from './test/requireRedisUrl.ts'
import { startTcpProxy } from './test/startTcpProxy.ts'

const redisUrl = requireRedisUrl()
const waitOptions = { timeout: 15_000, interval: 50 }
const hexTopic = (index: number) => index.toString(16).padStart(64, '0')
const topicA = 'a'.repeat(64)
const topicB = 'b'.repeat(64)

const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** Relays of one deployment: the same Redis and key prefix, each its own process state and port. */
function createDeployment(limits: Partial<RelayLimits> = {}) {
  const redisKeyPrefix = createTestKeyPrefix('relays')
  return async function start(options: Omit<StartRelayParameters, 'limits'> = {}) {
    const logger = createRecordingLogger()
    const relay = await startRelay({ logger, limits, redisUrl, redisKeyPrefix, ...options })
    cleanups.push(() => relay.close())
    return { relay, logger }
  }
}

async function connect(relay: Relay, options?: ConnectRawClientOptions) {
  const client = await connectRawClient(relay.url, options)
  cleanups.push(() => client.close())
  return client
}

function publish(client: RawClient, topic: string, message: string, tag = 1000) {
  return client.request('irn_publish', { topic, message, ttl: 300, tag })
}

async function getHealth(relay: Relay) {
  const response = await fetch(`${relay.url.replace('ws:', 'http:')}/health`)
  return { status: response.status, body: await response.json() }
}

/** Nothing more arrives for a while: a duplicate would have (the relays talk over loopback in milliseconds). */
async function expectNoMoreDeliveries(...clients: RawClient[]) {
  await new Promise((resolve) => setTimeout(resolve, 500))
  for (const client of clients) expect(client.queuedDeliveries).toBe(0)
}

describe('two relays share their subscribers and their mailbox', () => {
  it('a publish on relay A reaches the subscribers on B and on A once each, never its publisher', async () => {
    const start = createDeployment()
    const { relay: a } = await start()
    const { relay: b } = await start()
    const walletOnB = await connect(b)
    const walletOnA = await connect(a)
    const dapp = await connect(a)
    for (const client of [walletOnB, walletOnA, dapp])
      await client.request('irn_subscribe', { topic: topicA })

    expect((await publish(dapp, topicA, 'hello', 1108)).json.result).toBe(true)
    const delivery = await walletOnB.nextDelivery()
    expect(delivery.json.params).toEqual({
      id: getSubscriptionId(topicA, walletOnB.clientId),
      data: { topic: topicA, message: 'hello', publishedAt: expect.any(Number), tag: 1108 },
    })
    expect((await walletOnA.nextDelivery()).json.params.data.message).toBe('hello')
    // The publisher's first delivery is the answer from B: no copy of its own message came back.
    await publish(walletOnB, topicA, 'answer')
    expect((await dapp.nextDelivery()).json.params.data.message).toBe('answer')
    expect((await walletOnA.nextDelivery()).json.params.data.message).toBe('answer')
    await expectNoMoreDeliveries(walletOnB, walletOnA, dapp)
  })

  it('one client id subscribed on both relays gets a message once, as on a single relay', async () => {
    const start = createDeployment()
    const { relay: a } = await start()
    const { relay: b } = await start()
    const keyPair = generateKeyPair()
    const onA = await connect(a, { keyPair })
    const onB = await connect(b, { keyPair })
    await onA.request('irn_subscribe', { topic: topicA })
    await onB.request('irn_subscribe', { topic: topicA })
    await publish(await connect(b), topicA, 'once')
    await vi.waitFor(() => expect(onA.queuedDeliveries + onB.queuedDeliveries).toBe(1), waitOptions)
    await expectNoMoreDeliveries()
    expect(onA.queuedDeliveries + onB.queuedDeliveries).toBe(1)
  })

  it('a message published while its receiver is offline survives a restart of the relay that stored it', async () => {
    const start = createDeployment()
    const port = await getFreePort()
    const first = await start({ port })
    const dapp = await connect(first.relay)
    await dapp.request('wc_proposeSession', {
      pairingTopic: topicA,
      sessionProposal: 'proposal stored while the wallet is offline',
      ttl: 300,
      tag: 1100,
    })
    await first.relay.close()

    // The same relay, restarted (a new process state; the same Redis and prefix), and the wallet comes online.
    const { relay: restarted } = await start({ port })
    expect((await getHealth(restarted)).body).toMatchObject({ status: 'ok', redis: 'ready' })
    const wallet = await connect(restarted)
    await wallet.request('irn_subscribe', { topic: topicA })
    expect((await wallet.nextDelivery()).json.params.data).toEqual({
      topic: topicA,
      message: 'proposal stored while the wallet is offline',
      publishedAt: expect.any(Number),
      tag: 1100,
    })
  })

  it('a delivery lost with a socket of relay A (never acknowledged) reaches the same client back on relay B', async () => {
    const start = createDeployment()
    const { relay: a } = await start()
    const { relay: b } = await start()
    const keyPair = generateKeyPair()
    const wallet = await connect(a, { keyPair, autoAck: false })
    await wallet.request('irn_subscribe', { topic: topicA })
    await publish(await connect(b), topicA, 'sent, never acknowledged')
    expect((await wallet.nextDelivery()).json.params.data.message).toBe('sent, never acknowledged')
    await wallet.close()

    const back = await connect(b, { keyPair })
    await back.request('irn_batchSubscribe', { topics: [topicA, topicB] })
    expect((await back.nextDelivery()).json.params.data.message).toBe('sent, never acknowledged')
  })

  it('irn_batchFetchMessages on relay B returns what was published on A, each message once', async () => {
    const start = createDeployment({ maxFetchMessages: 2 })
    const { relay: a } = await start()
    const { relay: b } = await start()
    const dapp = await connect(a)
    for (const message of ['m1', 'm2', 'm3']) await publish(dapp, topicA, message)
    const wallet = await connect(b)
    const page1 = await wallet.request('irn_batchFetchMessages', { topics: [topicA] })
    expect(page1.json.result).toMatchObject({
      hasMore: true,
      messages: [{ message: 'm1' }, { message: 'm2' }],
    })
    const page2 = await wallet.request('irn_batchFetchMessages', { topics: [topicA] })
    expect(page2.json.result).toMatchObject({ hasMore: false, messages: [{ message: 'm3' }] })
  })
})

describe('the budgets of issue #15 hold over both relays', () => {
  it('R1: one key pair spreading its subscriptions over A and B hits the same maxSubscriptionsPerClient', async () => {
    const start = createDeployment({ maxSubscriptionsPerClient: 1_000 })
    const { relay: a } = await start()
    const { relay: b } = await start()
    const keyPair = generateKeyPair()
    const onA = await connect(a, { keyPair })
    const onB = await connect(b, { keyPair })
    const batch = (offset: number) => Array.from({ length: 500 }, (_, index) => hexTopic(offset + index))
    expect((await onA.request('irn_batchSubscribe', { topics: batch(0) })).json.result).toHaveLength(500)
    expect((await onB.request('irn_batchSubscribe', { topics: batch(500) })).json.result).toHaveLength(500)
    expect((await onB.request('irn_batchSubscribe', { topics: batch(1_000) })).json.error).toEqual({
      code: -32005,
      message: 'Limit exceeded: more than 1000 subscriptions for this client',
    })
    expect((await onA.request('irn_subscribe', { topic: hexTopic(99_999) })).json.error?.code).toBe(-32005)
    // Unsubscribing on A gives budget back to B; a socket closing on A does too.
    await onA.request('irn_batchUnsubscribe', {
      subscriptions: batch(0)
        .slice(0, 100)
        .map((topic) => ({ topic, id: 'x' })),
    })
    expect(
      (await onB.request('irn_batchSubscribe', { topics: batch(1_000).slice(0, 100) })).json.result,
    ).toHaveLength(100)
    await onA.close()
    await vi.waitFor(
      async () =>
        expect(
          (await onB.request('irn_batchSubscribe', { topics: batch(2_000).slice(0, 400) })).json.result,
        ).toHaveLength(400),
      waitOptions,
    )
  })

  it('R1: many key pairs from one IP address, half on each relay, stop at maxSubscriptionsPerIp', async () => {
    const start = createDeployment({ maxSubscriptionsPerIp: 1_500 })
    const { relay: a } = await start()
    const { relay: b } = await start()
    const codes: number[] = []
    for (const [index, relay] of [a, b, a, b].entries()) {
      const client = await connect(relay, { localAddress: '127.0.0.2' })
      const topics = Array.from({ length: 500 }, (_, topic) => hexTopic(index * 500 + topic))
      codes.push((await client.request('irn_batchSubscribe', { topics })).json.error?.code ?? 0)
    }
    expect(codes).toEqual([0, 0, 0, -32005])
    // Another address is not affected.
    expect((await (await connect(b)).request('irn_subscribe', { topic: topicA })).json.result).toBeTypeOf(
      'string',
    )
  })

  it('R2: sockets of one key pair on both relays take at most maxConnectionsPerClient in all', async () => {
    const start = createDeployment({ maxConnectionsPerClient: 4 })
    const { relay: a } = await start()
    const { relay: b } = await start()
    const keyPair = generateKeyPair()
    const outcomes: string[] = []
    for (const relay of [a, b, a, b, a, b]) {
      try {
        await connect(relay, { keyPair })
        outcomes.push('open')
      } catch (error) {
        outcomes.push(String(error).replace(/^Error: /, ''))
      }
    }
    expect(outcomes).toEqual([
      'open',
      'open',
      'open',
      'open',
      'Unexpected server response: 429',
      'Unexpected server response: 429',
    ])
    await connect(b) // another client still connects
  })

  it('R3: a flooder publishing through both relays evicts only its own messages; others find the store full', async () => {
    const kib = 1024
    const start = createDeployment({ maxStoredBytes: 16 * kib, maxStoredBytesPerClient: 4 * kib })
    const { relay: a } = await start()
    const { relay: b } = await start()
    const dapp = await connect(a)
    await dapp.request('wc_proposeSession', {
      pairingTopic: topicA,
      sessionProposal: 'proposal',
      ttl: 300,
      tag: 1100,
    })
    const junk = 'j'.repeat(kib - 10)
    const flooderKeys = generateKeyPair()
    const flooder = [await connect(a, { keyPair: flooderKeys }), await connect(b, { keyPair: flooderKeys })]
    const flooderCodes = new Set<number>()
    for (let index = 0; index < 20; index += 1) {
      const answer = await publish(flooder[index % 2] as RawClient, hexTopic(index + 1), `${index}${junk}`)
      flooderCodes.add(answer.json.error?.code ?? 0)
    }
    const helperCodes = new Set<number>()
    for (const [helperIndex, relay] of [a, b, a, b].entries()) {
      const helper = await connect(relay)
      for (let index = 0; index < 4; index += 1) {
        const answer = await publish(helper, hexTopic(1_000 + index), `${helperIndex}-${index}${junk}`)
        helperCodes.add(answer.json.error?.code ?? 0)
      }
    }
    // The flooder stays within its own budget by evicting only its own (on whichever relay it published).
    expect(flooderCodes).toEqual(new Set([0]))
    expect(helperCodes).toEqual(new Set([0, -32005]))
    const wallet = await connect(b)
    const fetched = await wallet.request('irn_batchFetchMessages', { topics: [topicA, hexTopic(20)] })
    expect(fetched.json.result).toMatchObject({
      messages: [{ topic: topicA, message: 'proposal', tag: 1100 }, { topic: hexTopic(20) }],
    })
  })

  it('R5: the request bucket of a client id is shared: sockets on both relays get -32005 past one burst', async () => {
    const start = createDeployment({ requestsPerSecondPerClient: 1, requestBurstPerClient: 20 })
    const { relay: a } = await start()
    const { relay: b } = await start()
    const keyPair = generateKeyPair()
    const sockets = [await connect(a, { keyPair }), await connect(b, { keyPair })]
    const answers = await Promise.all(
      sockets.flatMap((socket, socketIndex) =>
        Array.from({ length: 20 }, (_, index) =>
          socket.request('irn_subscribe', { topic: hexTopic(socketIndex * 20 + index) }),
        ),
      ),
    )
    const codes = answers.map((answer) => answer.json.error?.code ?? 0)
    // 20 from the burst, and at most a token or two refilled while the 40 requests ran.
    expect(codes.filter((code) => code === 0).length).toBeGreaterThanOrEqual(20)
    expect(codes.filter((code) => code === 0).length).toBeLessThanOrEqual(23)
    expect(new Set(codes)).toEqual(new Set([0, -32005]))
  })
})

describe('Redis going away', () => {
  it('answers -32000 and reports it on /health while Redis is unreachable, logs it once, and picks up when it is back', async () => {
    const target = new URL(redisUrl)
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) })
    cleanups.push(() => proxy.close())
    const throughProxy = new URL(redisUrl)
    throughProxy.hostname = '127.0.0.1'
    throughProxy.port = String(proxy.port)
    const start = createDeployment()
    const { relay: a, logger } = await start({ redisUrl: throughProxy.toString() })
    const { relay: b } = await start()
    const wallet = await connect(a)
    await wallet.request('irn_subscribe', { topic: topicA })
    expect(await getHealth(a)).toEqual({
      status: 200,
      body: { status: 'ok', connections: 1, topics: 1, messages: 0, redis: 'ready' },
    })

    proxy.cut()
    await vi.waitFor(async () => expect((await getHealth(a)).status).toBe(503), waitOptions)
    expect((await getHealth(a)).body).toMatchObject({
      status: 'degraded',
      redis: 'unavailable',
      connections: 1,
    })
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await wallet.request('irn_subscribe', { topic: topicB })).json.error).toEqual({
        code: -32000,
        message: "Server error: the relay's shared store is unavailable, try again",
      })
    await expect(connectRawClient(a.url)).rejects.toThrow('Unexpected server response: 503')
    // Meanwhile relay B (Redis reachable) takes a publish for A's subscriber.
    await publish(await connect(b), topicA, 'published during the outage')

    proxy.restore()
    await vi.waitFor(async () => expect((await getHealth(a)).status).toBe(200), waitOptions)
    // A heard nothing while it was cut off: it looks for what its subscribers missed once Redis is back.
    expect((await wallet.nextDelivery()).json.params.data.message).toBe('published during the outage')
    expect((await wallet.request('irn_subscribe', { topic: topicB })).json.result).toBeTypeOf('string')
    await publish(await connect(b), topicB, 'after the outage')
    expect((await wallet.nextDelivery()).json.params.data.message).toBe('after the outage')

    const redisLines = logger.lines.filter((line) => line.includes('relay: Redis at'))
    expect(redisLines).toHaveLength(2)
    expect(redisLines[0]).toMatch(
      /^relay: Redis at redis:\/\/127\.0\.0\.1:\d+\/? is unavailable \(.+\); requests get -32000/,
    )
    expect(redisLines[1]).toMatch(/^relay: Redis at redis:\/\/127\.0\.0\.1:\d+\/? is back$/)
    expect(logger.lines.filter((line) => line.includes('internal error'))).toEqual([])
  })

  it('refuses to start when Redis cannot be reached, naming the URL but not its password', async () => {
    const port = await getFreePort()
    await expect(
      startRelay({ logger: createRecordingLogger(), redisUrl: `redis://user:secret@127.0.0.1:${port}` }),
    ).rejects.toThrow(`relay: cannot reach Redis at redis://user:***@127.0.0.1:${port}`)
  })
})
