import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { type RawData, WebSocket, WebSocketServer } from 'ws'
import { createRelayHub } from './createRelayHub.ts'
import { defaultRelayLimits, type RelayLimits, relayDefaults } from './relayDefaults.ts'
import { consoleRelayLogger, type RelayLogger } from './relayLogger.ts'
import { verifyRelayAuth } from './verifyRelayAuth.ts'

export interface StartRelayParameters {
  /** Omitted or 0: the OS picks a free port. */
  port?: number
  host?: string
  /** Defaults to the console; pass `silentRelayLogger` in tests. */
  logger?: RelayLogger
  /** Overrides of `defaultRelayLimits`. */
  limits?: Partial<RelayLimits>
}

export interface Relay {
  /** `ws://HOST:PORT`: what WalletConnect clients take as `relayUrl`. */
  url: string
  port: number
  /** Closes every socket (1001) and the server; resolves when the port is free again. */
  close(): Promise<void>
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'access-control-allow-origin': '*',
  })
  response.end(JSON.stringify(body))
}

function rejectUpgrade(socket: Duplex, status: number, statusText: string, reason: string) {
  const body = JSON.stringify({ error: reason })
  socket.end(
    `HTTP/1.1 ${status} ${statusText}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}

/** The request target as a URL, or undefined when it does not parse (it must never throw in a handler). */
function parseRequestUrl(request: IncomingMessage): URL | undefined {
  try {
    return new URL(request.url ?? '/', 'http://relay')
  } catch {
    return undefined
  }
}

function toText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8')
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return Buffer.from(data).toString('utf8')
}

/**
 * Starts a WalletConnect relay on 127.0.0.1 (WebSocket and `GET /health` on one port).
 *
 * @example
 * const relay = await startRelay({ logger: silentRelayLogger })
 * // UniversalProvider.init({ projectId, relayUrl: relay.url, ... })
 * await relay.close()
 */
export async function startRelay({
  port = 0,
  host = relayDefaults.host,
  logger = consoleRelayLogger,
  limits: limitOverrides,
}: StartRelayParameters = {}): Promise<Relay> {
  const limits: RelayLimits = { ...defaultRelayLimits, ...limitOverrides }
  const hub = createRelayHub({
    limits,
    onInternalError: (error) => logger.error(`relay: internal error: ${String(error)}`),
  })
  const sockets = new Set<WebSocket>()
  const answeredPing = new WeakMap<WebSocket, boolean>()
  let connectionCount = 0
  let closing = false

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'GET' && parseRequestUrl(request)?.pathname === '/health')
      return sendJson(response, 200, { status: 'ok', ...hub.stats() })
    sendJson(response, 404, { error: 'Not found: the relay serves WebSocket upgrades and GET /health' })
  })
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxFrameBytes,
    perMessageDeflate: false,
  })

  function onSocket(socket: WebSocket, clientId: string) {
    const number = ++connectionCount
    const openedAt = performance.now()
    sockets.add(socket)
    answeredPing.set(socket, true)
    logger.info(`relay: #${number} open ${clientId}`)
    let fault = ''
    const connection = hub.connect({
      clientId,
      send: (text) => {
        if (socket.readyState !== WebSocket.OPEN) return
        // A client that stops reading must not make the relay buffer without end.
        if (socket.bufferedAmount > limits.maxBufferedBytes) {
          fault = ', send buffer full'
          socket.terminate()
          return
        }
        socket.send(text)
      },
    })
    socket.on('message', (data) => connection.receive(toText(data)))
    socket.on('pong', () => answeredPing.set(socket, true))
    // ws closes the socket itself after an error (e.g. 1009 for an oversized frame); note why for the log line.
    socket.on('error', (error) => {
      fault = `, ${error.message}`
    })
    socket.on('close', (code) => {
      sockets.delete(socket)
      connection.disconnect()
      const seconds = ((performance.now() - openedAt) / 1000).toFixed(2)
      const { frames, badFrames } = connection.counts
      logger.info(
        `relay: #${number} close ${clientId} after ${seconds} s (code ${code}${fault}; ${frames} frames, ${badFrames} refused)`,
      )
    })
  }

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client resetting mid-handshake must not take the relay down.
    socket.on('error', () => socket.destroy())
    if (closing) return rejectUpgrade(socket, 503, 'Service Unavailable', 'relay is shutting down')
    if (sockets.size >= limits.maxConnections)
      return rejectUpgrade(socket, 503, 'Service Unavailable', 'too many connections')
    const token = parseRequestUrl(request)?.searchParams.get('auth') ?? null
    verifyRelayAuth({
      token,
      clockSkewSeconds: limits.authClockSkewSeconds,
      nowSeconds: Math.floor(Date.now() / 1000),
    })
      .then((result) => {
        if (!result.ok) {
          logger.warn(`relay: refused a connection: ${result.reason}`)
          return rejectUpgrade(socket, 401, 'Unauthorized', `Unauthorized: ${result.reason}`)
        }
        if (closing || socket.destroyed) return socket.destroy()
        wss.handleUpgrade(request, socket, head, (webSocket) => onSocket(webSocket, result.clientId))
      })
      .catch((error: unknown) => {
        logger.error(`relay: upgrade failed: ${String(error)}`)
        socket.destroy()
      })
  })

  const pingTimer = setInterval(() => {
    for (const socket of sockets) {
      if (!answeredPing.get(socket)) {
        socket.terminate()
        continue
      }
      answeredPing.set(socket, false)
      socket.ping()
    }
  }, limits.pingIntervalMs)
  const sweepTimer = setInterval(() => hub.sweep(), limits.sweepIntervalMs)
  pingTimer.unref()
  sweepTimer.unref()

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  server.on('error', (error) => logger.error(`relay: server error: ${error.message}`))
  const address = server.address()
  const boundPort = typeof address === 'object' && address ? address.port : port

  return {
    url: `ws://${host.includes(':') ? `[${host}]` : host}:${boundPort}`,
    port: boundPort,
    async close() {
      if (closing) return
      closing = true
      clearInterval(pingTimer)
      clearInterval(sweepTimer)
      const closed = [...sockets].map(
        (socket) =>
          new Promise<void>((resolve) => {
            socket.once('close', () => resolve())
            socket.close(1001, 'relay shutting down')
            setTimeout(() => socket.terminate(), relayDefaults.closeGraceMs).unref()
          }),
      )
      await Promise.all(closed)
      wss.close()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
}
