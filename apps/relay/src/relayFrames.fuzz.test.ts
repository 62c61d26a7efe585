import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Relay, startRelay } from './startRelay.ts'
import { connectRawClient, type RawClient } from './test/connectRawClient.ts'
import { createRecordingLogger } from './test/createRecordingLogger.ts'

// Issue #15, "Hostile input, counted": generated frames (irn_* and wc_* requests with generated params, unknown
// methods, acknowledgements, malformed JSON, wrong types, huge ids, binary frames, invalid UTF-8, oversize) sent
// over a few sockets to a real relay on 127.0.0.1. Every request is answered with its own id, or the socket is
// closed with a WebSocket code that says why; nothing crashes the relay, which then serves an honest round trip;
// and once the sockets are gone the heap is back near where it started.

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

function heapAfterGc() {
  for (let round = 0; round < 3; round += 1) gc()
  return process.memoryUsage().heapUsed
}

const RUNS = Number(process.env.FUZZ_RELAY_RUNS ?? 10_000)
const SOCKETS = 4
/** Frames above it close the socket with 1009 (the default is 264 KiB; smaller keeps oversize frames cheap). */
const MAX_FRAME_BYTES = 64 * 1024
/** Close codes a hostile socket may get: invalid UTF-8, policy (rate), too big. */
const EXPECTED_CLOSE_CODES = new Set([1007, 1008, 1009])
/**
 * Heap growth allowed once the sockets are closed and the fuzz's messages expired (TTLs are capped at 2 s). Measured
 * +4 to +6 MiB, most of it the test's own (fast-check, the clients); a relay keeping ~1 KB per frame would exceed 12.
 */
const HEAP_MARGIN_BYTES = 12 * 1024 * 1024

const logger = createRecordingLogger()
let relay: Relay

beforeAll(async () => {
  relay = await startRelay({
    logger,
    limits: {
      maxFrameBytes: MAX_FRAME_BYTES,
      maxMessageBytes: 32 * 1024,
      // The rate limits are pinned by their own tests; here they would answer most frames with -32005.
      requestsPerSecondPerConnection: 1_000_000,
      requestBurstPerConnection: 1_000_000,
      requestsPerSecondPerClient: 1_000_000,
      requestBurstPerClient: 1_000_000,
      bytesPerSecondPerConnection: 256 * 1024 * 1024,
      bytesBurstPerConnection: 256 * 1024 * 1024,
      bytesPerSecondPerIp: 256 * 1024 * 1024,
      bytesBurstPerIp: 256 * 1024 * 1024,
      // Every stored message expires soon after the run, so memory can come back to where it started.
      maxTtlSeconds: 2,
      sweepIntervalMs: 200,
    },
  })
})
afterAll(async () => {
  await relay?.close()
})

/** A handful of topics, so generated subscribes, publishes and fetches meet each other. */
const TOPICS = Array.from({ length: 6 }, (_, index) => (index + 1).toString(16).repeat(64))

type Frame =
  /** A request with an id the relay must echo in its answer. */
  | { kind: 'request'; rawId: string; text: string; binary: boolean }
  /** Anything else: the relay may answer (id null) or stay silent, but must not fall over. */
  | { kind: 'other'; data: string | Buffer; binary: boolean }
  /** Invalid UTF-8 in a text frame, or a frame past the size cap: the socket closes with this code. */
  | { kind: 'close'; data: string | Buffer; binary: boolean; code: number }

let idCounter = 0
/** Ids as WalletConnect and worse send them: unique, so an answer is never mistaken for another's. */
const rawId = fc
  .constantFrom('safe', 'huge', 'negative', 'fraction', 'exponent', 'string', 'unicode')
  .chain((kind) =>
    fc.nat({ max: 400 }).map((extra) => {
      idCounter += 1
      const n = idCounter
      switch (kind) {
        case 'safe':
          return String(n)
        case 'huge':
          return `${1_700_000_000_000_000_000n + BigInt(n)}${'9'.repeat(extra)}`
        case 'negative':
          return `-${n}`
        case 'fraction':
          return `${n}.5`
        case 'exponent':
          return `${n}e${extra}`
        case 'string':
          return JSON.stringify(`id-${n}-${'x'.repeat(extra)}`)
        default:
          return JSON.stringify(`id-${n}-ü😀\u2028`)
      }
    }),
  )

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 4 }), fc.integer({ min: 100, max: 12_000 }))
    .map(([piece, n]) => piece.repeat(n)),
)
const topic = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...TOPICS) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('a'.repeat(63), 'g'.repeat(64), 'A'.repeat(64), 'a'.repeat(256), '', '0x'),
  },
  { weight: 1, arbitrary: text },
)
/** Any JSON-ish value, for fields of the wrong type. */
const junk = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(null, true, -1, 0, 1.5, 2 ** 53 + 2, 1e308, '', [], {}),
  text,
)
const ttl = fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: -5, max: 10 ** 9 }), junk)
const tag = fc.oneof(fc.constantFrom(0, 1000, 1100, 1101, 1102), fc.integer(), junk)
const message = fc.oneof({ weight: 4, arbitrary: text }, { weight: 1, arbitrary: junk })

const paramsFor: Record<string, fc.Arbitrary<unknown>> = {
  irn_subscribe: fc.record({ topic }, { requiredKeys: [] }),
  irn_unsubscribe: fc.record({ topic, id: junk }, { requiredKeys: [] }),
  irn_batchSubscribe: fc.record(
    { topics: fc.oneof(fc.array(topic, { maxLength: 8 }), junk) },
    { requiredKeys: [] },
  ),
  irn_batchFetchMessages: fc.record(
    { topics: fc.oneof(fc.array(topic, { maxLength: 8 }), junk) },
    { requiredKeys: [] },
  ),
  irn_batchUnsubscribe: fc.record(
    {
      subscriptions: fc.oneof(
        fc.array(fc.record({ topic, id: junk }, { requiredKeys: [] }), { maxLength: 8 }),
        junk,
      ),
    },
    { requiredKeys: [] },
  ),
  irn_publish: fc.record({ topic, message, ttl, tag, prompt: junk }, { requiredKeys: ['topic', 'message'] }),
  wc_proposeSession: fc.record(
    { pairingTopic: topic, sessionProposal: message, ttl, tag },
    { requiredKeys: ['pairingTopic'] },
  ),
  wc_approveSession: fc.record(
    {
      sessionTopic: topic,
      pairingTopic: topic,
      sessionProposalResponse: message,
      sessionSettlementRequest: message,
    },
    { requiredKeys: [] },
  ),
}
const METHODS = Object.keys(paramsFor)

const request: fc.Arbitrary<Frame> = fc
  .tuple(
    fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...METHODS) },
      { weight: 1, arbitrary: text.filter((m) => m !== '') },
    ),
    fc.boolean(),
    fc.oneof(
      { weight: 6, arbitrary: fc.constant('valid') },
      { weight: 1, arbitrary: fc.constantFrom('array', 'absent', 'scalar') },
    ),
    fc.integer({ min: 0, max: 20 }),
  )
  .chain(([method, binary, paramsKind, extraKeys]) =>
    fc
      .tuple(
        rawId,
        (Object.hasOwn(paramsFor, method) ? paramsFor[method] : undefined) ?? junk,
        fc.dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: extraKeys % 4 }),
      )
      .map(([id, params, extra]): Frame => {
        const body =
          paramsKind === 'valid'
            ? `,"params":${JSON.stringify(params)}`
            : paramsKind === 'array'
              ? `,"params":${JSON.stringify([params])}`
              : paramsKind === 'scalar'
                ? ',"params":null'
                : ''
        const tail = Object.keys(extra).length > 0 ? `,"x":${JSON.stringify(extra)}` : ''
        return {
          kind: 'request',
          rawId: id,
          text: `{"id":${id},"jsonrpc":"2.0","method":${JSON.stringify(method)}${body}${tail}}`,
          binary,
        }
      }),
  )

const other: fc.Arbitrary<Frame> = fc
  .oneof(
    // Acknowledgements of deliveries that never were, and error answers.
    fc
      .tuple(rawId, fc.boolean(), junk)
      .map(
        ([id, ok, value]) =>
          `{"id":${id},"jsonrpc":"2.0",${ok ? '"result"' : '"error"'}:${JSON.stringify(value)}}`,
      ),
    // The envelope with wrong types: id, jsonrpc, method.
    fc
      .record(
        {
          id: junk,
          jsonrpc: fc.oneof(fc.constant('2.0'), junk),
          method: fc.oneof(fc.constantFrom(...METHODS), junk),
          params: junk,
        },
        { requiredKeys: [] },
      )
      .map((value) => JSON.stringify(value)),
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    // Not JSON.
    text,
    fc.constantFrom(
      '{',
      '{"id":1,',
      '[',
      '[{"id":1,"jsonrpc":"2.0","method":"irn_subscribe"}]',
      'null',
      '"',
      '{"id":1}}',
      '\u0000',
    ),
    // Nested past the relay's depth limit, within the frame cap.
    fc
      .integer({ min: 17, max: 20_000 })
      .map(
        (depth) =>
          `{"id":1,"jsonrpc":"2.0","method":"irn_subscribe","params":${'['.repeat(depth)}${']'.repeat(depth)}}`,
      ),
  )
  .chain((data) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constant<Frame>({ kind: 'other', data, binary: false }) },
      { weight: 1, arbitrary: fc.constant<Frame>({ kind: 'other', data: Buffer.from(data), binary: true }) },
    ),
  )

const bytes: fc.Arbitrary<Frame> = fc
  .uint8Array({ maxLength: 200 })
  .map((array) => ({ kind: 'other', data: Buffer.from(array), binary: true }))

const closing: fc.Arbitrary<Frame> = fc.oneof(
  fc.constantFrom([0xc3, 0x28], [0xff], [0xed, 0xa0, 0x80], [0xe2, 0x82]).map(
    (invalid): Frame => ({
      kind: 'close',
      data: Buffer.from([0x7b, ...invalid, 0x7d]),
      binary: false,
      code: 1007,
    }),
  ),
  fc
    .tuple(fc.integer({ min: MAX_FRAME_BYTES + 1, max: MAX_FRAME_BYTES * 3 }), fc.boolean())
    .map(([size, binary]): Frame => ({ kind: 'close', data: 'x'.repeat(size), binary, code: 1009 })),
)

const frame: fc.Arbitrary<Frame> = fc
  .oneof(
    { weight: 120, arbitrary: request },
    { weight: 50, arbitrary: other },
    { weight: 10, arbitrary: bytes },
    { weight: 1, arbitrary: closing },
  )
  .map((generated): Frame => {
    // Whatever its content, a frame past the cap is not read: the socket closes with 1009.
    const data = generated.kind === 'request' ? generated.text : generated.data
    if (generated.kind !== 'close' && Buffer.byteLength(data) > MAX_FRAME_BYTES)
      return { kind: 'close', data, binary: generated.binary, code: 1009 }
    return generated
  })

interface Socket {
  client: RawClient
  /** Resolves with the close code. */
  closed: Promise<number>
  /** Answers by id text, each resolved once. */
  waiters: Map<string, (text: string) => void>
  answers: string[]
}

async function open(): Promise<Socket> {
  const client = await connectRawClient(relay.url)
  const waiters = new Map<string, (text: string) => void>()
  const answers: string[] = []
  client.socket.on('message', (data) => {
    const text = data.toString()
    if (text.includes('"method":"irn_subscription"')) return
    answers.push(text.slice(0, 200))
    if (answers.length > 50) answers.shift()
    const id = /^\{"id":(.*?),"jsonrpc":"2\.0",/s.exec(text)?.[1]
    if (id !== undefined) waiters.get(id)?.(text)
  })
  const closed = new Promise<number>((resolve) => client.socket.once('close', (code) => resolve(code)))
  return { client, closed, waiters, answers }
}

const timeout = (ms: number) =>
  new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref())

/** The first of `promises` to settle, or 'timeout' after `ms`; the timer is cleared, so it holds nothing after. */
async function within<T>(ms: number, ...promises: Promise<T>[]): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms)
  })
  try {
    return await Promise.race([...promises, expired])
  } finally {
    clearTimeout(timer)
  }
}

async function roundTrip() {
  const receiver = await connectRawClient(relay.url)
  const sender = await connectRawClient(relay.url)
  try {
    const fresh = Math.floor(Math.random() * 2 ** 48)
      .toString(16)
      .padStart(64, '0')
    expect((await receiver.request('irn_subscribe', { topic: fresh })).json.result).toBeTypeOf('string')
    expect(
      (await sender.request('irn_publish', { topic: fresh, message: 'honest', ttl: 60, tag: 1 })).json.result,
    ).toBe(true)
    expect((await receiver.nextDelivery()).json.params.data.message).toBe('honest')
  } finally {
    await Promise.all([receiver.close(), sender.close()])
  }
}

describe('the relay under generated hostile frames', () => {
  it(`answers or closes on each of ${RUNS} generated frames, stays up, and gives its memory back`, async () => {
    const health = `${relay.url.replace('ws:', 'http:')}/health`
    // One honest round trip first, so the baseline includes what any first use allocates (code, ws buffers).
    await roundTrip()
    const baseline = heapAfterGc()
    const started = performance.now()
    const counts = { frames: 0, requests: 0, answered: 0, errors: 0, closes: new Map<number, number>() }
    const pool: Array<Socket | undefined> = []

    await fc.assert(
      fc.asyncProperty(frame, async (generated) => {
        const slot = counts.frames % SOCKETS
        counts.frames += 1
        const socket = pool[slot] ?? (await open())
        pool[slot] = socket
        const data = generated.kind === 'request' ? generated.text : generated.data
        const answer =
          generated.kind === 'request'
            ? new Promise<string>((resolve) => socket.waiters.set(generated.rawId, resolve))
            : undefined
        socket.client.socket.send(data, { binary: generated.binary })
        if (generated.kind === 'other') return
        const outcome = await within<string | number>(10_000, ...(answer ? [answer] : []), socket.closed)
        if (generated.kind === 'request') socket.waiters.delete(generated.rawId)
        if (typeof outcome === 'string' && outcome !== 'timeout') {
          counts.requests += 1
          counts.answered += 1
          if (outcome.includes('"error":')) counts.errors += 1
          // An internal error would mean a request reached code that threw something unplanned.
          if (outcome.includes('"code":-32603'))
            throw new Error(`internal error answering ${String(data).slice(0, 300)}`)
          return
        }
        if (outcome === 'timeout')
          throw new Error(
            `no answer and no close within 10 s for ${String(data).slice(0, 200)}; last answers: ${socket.answers.join('\n')}`,
          )
        // The socket closed: only with a code that says why, and only when the frame asked for it.
        counts.closes.set(outcome, (counts.closes.get(outcome) ?? 0) + 1)
        pool[slot] = undefined
        if (generated.kind === 'request') counts.requests += 1
        if (generated.kind !== 'close' || outcome !== generated.code || !EXPECTED_CLOSE_CODES.has(outcome))
          throw new Error(`socket closed with ${outcome} after ${String(data).slice(0, 200)}`)
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), endOnFailure: true },
    )

    // Sockets that got 'other' frames last are drained: a final request on each is answered.
    for (const socket of pool) {
      if (!socket) continue
      const answer = await within(10_000, socket.client.request('irn_subscribe', { topic: TOPICS[0] }))
      expect(answer).not.toBe('timeout')
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    await roundTrip()
    expect(logger.lines.filter((line) => /internal error|server error|upgrade failed/.test(line))).toEqual([])

    await Promise.all(pool.map((socket) => socket?.client.close()))
    pool.length = 0
    const deadline = Date.now() + 15_000
    let stats = (await (await fetch(health)).json()) as {
      connections: number
      topics: number
      messages: number
    }
    while ((stats.connections > 0 || stats.messages > 0) && Date.now() < deadline) {
      await timeout(200)
      stats = (await (await fetch(health)).json()) as typeof stats
    }
    const after = heapAfterGc()
    console.info(
      `[fuzz] apps/relay: ${counts.frames} generated frames over ${SOCKETS} sockets in ${seconds} s: ${counts.requests} requests, ${counts.answered} answered (${counts.errors} with a JSON-RPC error), closes ${JSON.stringify(Object.fromEntries(counts.closes))}; heap ${(baseline / 2 ** 20).toFixed(1)} MiB before, ${(after / 2 ** 20).toFixed(1)} MiB after the sockets closed (${stats.messages} messages still stored)`,
    )
    expect(counts.frames).toBeGreaterThanOrEqual(RUNS)
    expect(stats.connections).toBe(0)
    expect(after - baseline).toBeLessThan(HEAP_MARGIN_BYTES)
  }, 240_000)
})
