// A bounded fault test: a burst of malformed and oversized frames from several sockets must leave the relay
// serving. Fixed counts, no time limits: it stops by itself.
import { expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { defaultRelayLimits } from './relayDefaults.ts'
import { startRelay } from './startRelay.ts'
import { connectRawClient, createLargeId, type RawClient } from './test/connectRawClient.ts'
import { createRecordingLogger } from './test/createRecordingLogger.ts'

const malformedFrames: Array<() => string | Buffer> = [
  () => 'not json at all',
  () => '{"id":1,"jsonrpc":"2.0","method":"irn_publish","params":{',
  () => '[1,2,3]',
  () => '{"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t"}}',
  () => `{"id":${createLargeId()},"jsonrpc":"2.0","method":"irn_nothing","params":{}}`,
  () => `{"id":${createLargeId()},"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":""}}`,
  () => `{"id":${createLargeId()},"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"t","ttl":-1}}`,
  () =>
    `{"id":${createLargeId()},"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${'t'.repeat(300)}"}}`,
  () =>
    `{"id":${createLargeId()},"jsonrpc":"2.0","method":"irn_batchSubscribe","params":{"topics":${JSON.stringify(
      Array.from({ length: defaultRelayLimits.maxBatchSize + 1 }, (_, index) => `topic-${index}`),
    )}}}`,
  () => Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x22]),
  () => `{"id":1,"jsonrpc":"2.0","method":"m","params":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
]

const sockets = 4
const framesPerSocket = 50
const oversizedFrames = 3

it('serves a normal round trip after 200 malformed frames and a few oversized ones from several sockets', async () => {
  const logger = createRecordingLogger()
  const relay = await startRelay({ logger })
  const clients: RawClient[] = []
  try {
    const rssBefore = process.memoryUsage().rss
    for (let index = 0; index < sockets; index += 1) clients.push(await connectRawClient(relay.url))

    const errorCodes = await Promise.all(
      clients.map(async (client, socketIndex) => {
        const codes: number[] = []
        for (let index = 0; index < framesPerSocket; index += 1) {
          const frame = malformedFrames[(socketIndex * framesPerSocket + index) % malformedFrames.length]!()
          const answer = await client.sendRaw(frame as string)
          codes.push(answer.json.error?.code ?? 0)
        }
        return codes
      }),
    )
    const allCodes = errorCodes.flat()
    expect(allCodes).toHaveLength(sockets * framesPerSocket)
    expect(allCodes.every((code) => code <= -32600 && code >= -32700)).toBe(true)

    // Each oversized frame closes its socket with 1009; nothing else is affected.
    const oversized = 'x'.repeat(defaultRelayLimits.maxFrameBytes + 1024)
    for (let index = 0; index < oversizedFrames; index += 1) {
      const client = await connectRawClient(relay.url)
      const closed = new Promise<number>((resolve) => client.socket.once('close', resolve))
      client.socket.send(oversized)
      expect(await closed).toBe(1009)
    }

    // The flooded sockets still work, and so does a fresh pair.
    const [first, second] = clients as [RawClient, RawClient]
    const topic = 'f'.repeat(64)
    await first.request('irn_subscribe', { topic })
    expect(
      (await second.request('irn_publish', { topic, message: 'still here', ttl: 60, tag: 1 })).json.result,
    ).toBe(true)
    expect((await first.nextDelivery()).json.params.data.message).toBe('still here')
    for (const client of clients) expect(client.socket.readyState).toBe(WebSocket.OPEN)

    const health = await (await fetch(`${relay.url.replace('ws:', 'http:')}/health`)).json()
    expect(health).toMatchObject({ status: 'ok', connections: sockets, messages: 1 })
    // A loose bound: the burst is a few MB of frames; a leak of buffered frames would be far above this.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(256 * 1024 * 1024)
    expect(logger.lines.filter((line) => line.includes('internal error'))).toEqual([])
  } finally {
    await Promise.all(clients.map((client) => client.close()))
    await relay.close()
  }
})
