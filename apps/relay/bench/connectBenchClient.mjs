import { encodeIss, generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'

/** The relay refused the WebSocket upgrade with this HTTP status (401, 403, 429, 503). */
export class RelayUpgradeError extends Error {
  name = 'RelayUpgradeError'
  constructor(status) {
    super(`the relay refused the upgrade with HTTP ${status}`)
    this.status = status
  }
}

let requestCounter = 0

/** A JSON-RPC id like WalletConnect's payloadId: 19 digits, beyond 2^53, so it is kept as text, never parsed. */
function nextRequestId() {
  requestCounter = (requestCounter + 1) % 1_000_000
  return `${Date.now()}${String(requestCounter).padStart(6, '0')}`
}

/** The id of a frame as the JSON text the relay wrote (it writes the id first, byte-exact). */
const rawIdPattern = /^\{"id":("(?:[^"\\]|\\.)*"|[^,}]+),"jsonrpc":"2\.0",/

/** A relay-auth JWT as `@walletconnect/core` signs it: EdDSA by the client's did:key, aud = the relay URL. */
export function signAuthToken(keyPair, relayUrl) {
  return signJWT('relay-bench', relayUrl, 24 * 60 * 60, keyPair)
}

/**
 * A protocol-level relay client over `ws`, as the WalletConnect SDKs are on the wire: it authenticates with
 * `?auth=<JWT>&projectId=..`, sends requests with 19-digit ids and matches responses by the id's text, and
 * acknowledges every `irn_subscription` delivery (`result: true`) before handing it to `onDelivery`.
 * Rejects with RelayUpgradeError when the relay refuses the upgrade.
 *
 * @example
 * const client = await connectBenchClient({ relayUrl, onDelivery: ({ topic, message }) => {} })
 * await client.request('irn_subscribe', { topic }) // { result: '<subscription id>' }
 */
export async function connectBenchClient({
  relayUrl,
  keyPair = generateKeyPair(),
  auth,
  localAddress,
  onDelivery = () => {},
  onClose = () => {},
}) {
  const token = auth ?? (await signAuthToken(keyPair, relayUrl))
  const socket = new WebSocket(`${relayUrl}/?auth=${token}&projectId=relay-bench`, {
    perMessageDeflate: false,
    handshakeTimeout: 30_000,
    ...(localAddress ? { localAddress } : {}),
  })
  /** raw id → resolve of the request waiting for it */
  const pending = new Map()
  let closeCode

  socket.on('message', (data) => {
    const text = data.toString()
    const rawId = rawIdPattern.exec(text)?.[1]
    if (rawId === undefined) return
    const body = text.slice(text.indexOf(',"jsonrpc":"2.0",') + 17)
    if (body.startsWith('"method":"irn_subscription"')) {
      socket.send(`{"id":${rawId},"jsonrpc":"2.0","result":true}`)
      onDelivery(JSON.parse(text).params.data)
      return
    }
    const resolve = pending.get(rawId)
    if (!resolve) return
    pending.delete(rawId)
    resolve(JSON.parse(text))
  })

  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
    socket.once('unexpected-response', (_request, response) => {
      response.destroy()
      reject(new RelayUpgradeError(response.statusCode))
    })
  })
  socket.on('error', () => {})
  socket.once('close', (code) => {
    closeCode = code
    for (const resolve of pending.values()) resolve({ closed: true })
    pending.clear()
    onClose(code)
  })

  return {
    clientId: encodeIss(keyPair.publicKey),
    keyPair,
    socket,
    get open() {
      return socket.readyState === WebSocket.OPEN
    },
    get closeCode() {
      return closeCode
    },
    get bufferedAmount() {
      return socket.bufferedAmount
    },
    /** Resolves with the response (`{ result }` or `{ error }`), or `{ closed: true }` if the socket closes first. */
    request(method, params) {
      if (socket.readyState !== WebSocket.OPEN) return Promise.resolve({ closed: true })
      const id = nextRequestId()
      return new Promise((resolve) => {
        pending.set(id, resolve)
        socket.send(`{"id":${id},"jsonrpc":"2.0","method":"${method}","params":${JSON.stringify(params)}}`)
      })
    },
    close() {
      if (socket.readyState === WebSocket.CLOSED) return Promise.resolve()
      return new Promise((resolve) => {
        socket.once('close', () => resolve())
        socket.close()
        setTimeout(() => socket.terminate(), 2_000).unref()
      })
    },
  }
}
