import { encodeIss, generateKeyPair, type Keypair, signJWT } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'

/** What the tests read from a frame: deliveries carry `params`, responses `result` or `error`. */
export interface IncomingJson {
  id?: unknown
  method?: string
  params: { id: string; data: { topic: string; message: string; publishedAt: number; tag: number } }
  result?: unknown
  error?: { code: number; message: string }
}

export interface Incoming {
  /** The frame exactly as received. */
  text: string
  /** JSON.parse of it (ids beyond 2^53 are rounded here: compare `text` for those). */
  json: IncomingJson
}

export interface RawClient {
  readonly clientId: string
  readonly keyPair: Keypair
  readonly socket: WebSocket
  /** Sends a request with a fresh 19-digit id; resolves with the response carrying that id. */
  request(method: string, params?: unknown): Promise<Incoming>
  /** Sends any text; resolves with the next response frame (a frame without `method`). */
  sendRaw(text: string): Promise<Incoming>
  /** Resolves with the next irn_subscription request not yet taken (queued in arrival order). */
  nextDelivery(): Promise<Incoming>
  /** Deliveries received and not yet taken. */
  readonly queuedDeliveries: number
  ack(delivery: Incoming): void
  close(): Promise<void>
}

export interface ConnectRawClientOptions {
  /** Reuse a key pair to come back as the same client id. */
  keyPair?: Keypair
  /** Acknowledge every irn_subscription as soon as it arrives (default true). */
  autoAck?: boolean
  /** Answer the relay's pings (default true). */
  autoPong?: boolean
  /** Connect from this loopback address (e.g. 127.0.0.2) to appear as another IP. */
  localAddress?: string
  /** Send this Origin header, as a browser page would. */
  origin?: string
  /** Use this JWT instead of a fresh one signed for `relayUrl`. */
  auth?: string
}

let idCounter = 0n

/** A 19-digit id like WalletConnect's: beyond Number.MAX_SAFE_INTEGER. */
export function createLargeId(): string {
  idCounter += 1n
  return String(1_700_000_000_000_000_000n + BigInt(Date.now()) * 1000n + (idCounter % 1000n))
}

export async function createAuthToken(keyPair: Keypair, relayUrl: string): Promise<string> {
  return signJWT('relay-test', relayUrl, 3600, keyPair)
}

/** A plain `ws` client speaking the relay protocol by hand, for protocol tests. */
export async function connectRawClient(
  relayUrl: string,
  options: ConnectRawClientOptions = {},
): Promise<RawClient> {
  const keyPair = options.keyPair ?? generateKeyPair()
  const auth = options.auth ?? (await createAuthToken(keyPair, relayUrl))
  const socket = new WebSocket(`${relayUrl}/?auth=${auth}&projectId=test`, {
    autoPong: options.autoPong ?? true,
    ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    ...(options.origin ? { origin: options.origin } : {}),
  })
  const responses: Incoming[] = []
  const deliveries: Incoming[] = []
  const responseWaiters: Array<{
    match: (incoming: Incoming) => boolean
    resolve: (incoming: Incoming) => void
  }> = []
  const deliveryWaiters: Array<(incoming: Incoming) => void> = []
  const autoAck = options.autoAck ?? true

  function ack(delivery: Incoming) {
    const rawId = /^\{"id":([^,]+),/.exec(delivery.text)?.[1]
    socket.send(`{"id":${rawId},"jsonrpc":"2.0","result":true}`)
  }

  socket.on('message', (data) => {
    const text = data.toString()
    const incoming: Incoming = { text, json: JSON.parse(text) }
    if (incoming.json.method === 'irn_subscription') {
      if (autoAck) ack(incoming)
      const waiter = deliveryWaiters.shift()
      if (waiter) waiter(incoming)
      else deliveries.push(incoming)
      return
    }
    const index = responseWaiters.findIndex((waiter) => waiter.match(incoming))
    if (index >= 0) responseWaiters.splice(index, 1)[0]?.resolve(incoming)
    else responses.push(incoming)
  })

  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
    socket.once('unexpected-response', (_request, response) => {
      response.destroy()
      reject(new Error(`Unexpected server response: ${response.statusCode}`))
    })
  })

  function waitForResponse(match: (incoming: Incoming) => boolean): Promise<Incoming> {
    const index = responses.findIndex(match)
    if (index >= 0) return Promise.resolve(responses.splice(index, 1)[0]!)
    return new Promise((resolve) => responseWaiters.push({ match, resolve }))
  }

  return {
    clientId: encodeIss(keyPair.publicKey),
    keyPair,
    socket,
    request(method, params) {
      const id = createLargeId()
      const frame = `{"id":${id},"jsonrpc":"2.0","method":${JSON.stringify(method)}${
        params === undefined ? '' : `,"params":${JSON.stringify(params)}`
      }}`
      socket.send(frame)
      return waitForResponse((incoming) => incoming.text.startsWith(`{"id":${id},`))
    },
    sendRaw(text) {
      socket.send(text)
      return waitForResponse(() => true)
    },
    nextDelivery() {
      const queued = deliveries.shift()
      if (queued) return Promise.resolve(queued)
      return new Promise((resolve) => deliveryWaiters.push(resolve))
    },
    get queuedDeliveries() {
      return deliveries.length
    },
    ack,
    close() {
      if (socket.readyState === WebSocket.CLOSED) return Promise.resolve()
      return new Promise<void>((resolve) => {
        socket.once('close', () => resolve())
        socket.close()
      })
    },
  }
}
