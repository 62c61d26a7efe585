import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { type RawData, WebSocket, WebSocketServer } from 'ws'
import { connectRedisRelayBackend } from './connectRedisRelayBackend.ts'
import { createMemoryRelayBackend } from './createMemoryRelayBackend.ts'
import { createQuota } from './createQuota.ts'
import { createRelayHub } from './createRelayHub.ts'
import { createTokenBucket, type TokenBucket } from './createTokenBucket.ts'
import { getClientIp } from './getClientIp.ts'
import { isAllowedOrigin } from './isAllowedOrigin.ts'
import { RelayStoreUnavailableError } from './RelayStoreUnavailableError.ts'
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
  /** The URL(s) clients are given as `relayUrl` (e.g. `wss://relay.example.com` behind a TLS proxy): a client
   * JWT's `aud` must be one of them. Defaults to the listening URL (and, on a loopback or wildcard host, its
   * localhost / 127.0.0.1 / [::1] spellings). */
  publicUrl?: string | readonly string[]
  /** Browser origins allowed besides loopback ones (`*`: any). Requests without an Origin header are allowed. */
  allowedOrigins?: readonly string[]
  /** IP addresses of reverse proxies whose X-Forwarded-For is believed (for the per-IP budgets). None by
   * default: the header is ignored. */
  trustedProxies?: readonly string[]
  /** `redis://[user:password@]host:port[/db]` (or `rediss://`): stored messages, delivery marks and the
   * per-client budgets live there, and publishes reach the subscribers of every relay on the same Redis and
   * key prefix. Omitted: everything stays in this process's memory. The CLI reads it from REDIS_URL. */
  redisUrl?: string
  /** What this relay's Redis keys and channels start with (default `appkit-relay:`): relays sharing state use
   * the same one; different ones keep separate deployments (or tests) apart on one Redis. */
  redisKeyPrefix?: string
}

export interface Relay {
  /** `ws://HOST:PORT`: what WalletConnect clients take as `relayUrl`. */
  url: string
  port: number
  /** The `aud` values a client JWT may carry. */
  audiences: readonly string[]
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

const loopbackOrWildcardHosts = new Set(['127.0.0.1', 'localhost', '::1', '0.0.0.0', '::'])

function formatUrl(host: string, port: number) {
  return `ws://${host.includes(':') ? `[${host}]` : host}:${port}`
}

/** What a client JWT's `aud` may be when no public URL is configured: the URL the relay listens on. */
function getListeningAudiences(host: string, port: number): string[] {
  if (!loopbackOrWildcardHosts.has(host)) return [formatUrl(host, port)]
  return ['127.0.0.1', 'localhost', '::1'].map((alias) => formatUrl(alias, port))
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
  publicUrl,
  allowedOrigins = [],
  trustedProxies = [],
  redisUrl,
  redisKeyPrefix = relayDefaults.redisKeyPrefix,
}: StartRelayParameters = {}): Promise<Relay> {
  const limits: RelayLimits = { ...defaultRelayLimits, ...limitOverrides }
  const backend = redisUrl
    ? await connectRedisRelayBackend({ url: redisUrl, keyPrefix: redisKeyPrefix, limits, logger })
    : createMemoryRelayBackend({ limits })
  const { store } = backend
  const logInternalError = (error: unknown) => logger.error(`relay: internal error: ${String(error)}`)
  const hub = createRelayHub({ limits, store, bus: backend.bus, onInternalError: logInternalError })
  // Publishes of other relays may have gone unheard while Redis was away.
  backend.onRecovered(() => hub.resync())
  // Budgets given back outside any request (a socket's connection slot): close() waits for them.
  const releases = new Set<Promise<unknown>>()
  const releaseConnection = (clientId: string) => {
    const release: Promise<unknown> = store
      .releaseConnection(clientId)
      .finally(() => releases.delete(release))
    releases.add(release)
  }
  const sockets = new Set<WebSocket>()
  const socketsByIp = new Map<string, Set<WebSocket>>()
  // A socket with this much queued is a slow reader: only then is its address's queue summed (cheap otherwise).
  const slowSocketBytes = Math.min(1024 * 1024, limits.maxBufferedBytesPerIp / 8)

  /** Bytes queued for the sockets of `ip` (a sum over at most maxConnectionsPerIp sockets). */
  function bufferedBytesOf(ip: string): number {
    let total = 0
    for (const socket of socketsByIp.get(ip) ?? []) total += socket.bufferedAmount
    return total
  }
  const answeredPing = new WeakMap<WebSocket, boolean>()
  // Upgrades count from the moment they arrive (authentication is asynchronous): a burst of them cannot
  // all pass the checks before the first is counted. These two are per process (they protect its sockets, and
  // cost no store round trip before the JWT is checked; README, "Several relays on Redis"); a client id's
  // connections are counted in the store, shared with the other relays.
  const connectionsInAll = createQuota(limits.maxConnections)
  const connectionsPerIp = createQuota(limits.maxConnectionsPerIp)
  const ipBytes = new Map<string, { bucket: TokenBucket; sockets: number }>()
  let audiences: readonly string[] = []
  let connectionCount = 0
  let closing = false

  /** The counts, and on Redis whether it can be reached: a relay without it cannot serve (HTTP 503, for a
   * readiness probe). */
  function getHealth(): { status: number; body: Record<string, unknown> } {
    if (backend.kind === 'memory') return { status: 200, body: { status: 'ok', ...hub.stats() } }
    const up = backend.available
    return {
      status: up ? 200 : 503,
      body: { status: up ? 'ok' : 'degraded', ...hub.stats(), redis: up ? 'ready' : 'unavailable' },
    }
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'GET' && parseRequestUrl(request)?.pathname === '/health') {
      const { status, body } = getHealth()
      return sendJson(response, status, body)
    }
    sendJson(response, 404, { error: 'Not found: the relay serves WebSocket upgrades and GET /health' })
  })
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxFrameBytes,
    perMessageDeflate: false,
  })

  /** Reads of a socket cost tokens of its own byte bucket and its IP's; one in debt is not read until it is
   * out of it. The work a frame causes is paid after the fact, so a flood slows its sender, not the relay.
   * The hub may also hold reads while the socket's requests wait for the store. */
  function throttleReads(socket: WebSocket, ip: string) {
    let shared = ipBytes.get(ip)
    if (!shared) {
      const bucket = createTokenBucket({
        ratePerSecond: limits.bytesPerSecondPerIp,
        capacity: limits.bytesBurstPerIp,
      })
      shared = { bucket, sockets: 0 }
      ipBytes.set(ip, shared)
    }
    shared.sockets += 1
    const ipBucket = shared.bucket
    const own = createTokenBucket({
      ratePerSecond: limits.bytesPerSecondPerConnection,
      capacity: limits.bytesBurstPerConnection,
    })
    let resumeTimer: NodeJS.Timeout | undefined
    let backlogged = false
    const resumeIfFree = () => {
      if (!resumeTimer && !backlogged && socket.readyState === WebSocket.OPEN) socket.resume()
    }
    return {
      charge(bytes: number) {
        own.take(bytes)
        ipBucket.take(bytes)
        const waitMs = Math.max(own.msUntilRefilled(), ipBucket.msUntilRefilled())
        if (waitMs === 0 || resumeTimer) return
        socket.pause()
        resumeTimer = setTimeout(() => {
          resumeTimer = undefined
          resumeIfFree()
        }, waitMs)
      },
      holdForBacklog() {
        backlogged = true
        socket.pause()
      },
      releaseBacklog() {
        backlogged = false
        resumeIfFree()
      },
      release() {
        clearTimeout(resumeTimer)
        if (shared && --shared.sockets === 0) ipBytes.delete(ip)
      },
    }
  }

  function onSocket(socket: WebSocket, clientId: string, ip: string) {
    const number = ++connectionCount
    const openedAt = performance.now()
    sockets.add(socket)
    const ipSockets = socketsByIp.get(ip) ?? new Set<WebSocket>()
    socketsByIp.set(ip, ipSockets.add(socket))
    answeredPing.set(socket, true)
    logger.info(`relay: #${number} open ${clientId} from ${ip}`)
    let fault = ''
    const reads = throttleReads(socket, ip)
    const connection = hub.connect({
      clientId,
      ip,
      pause: () => reads.holdForBacklog(),
      resume: () => reads.releaseBacklog(),
      close: (code, reason) => {
        fault = `, ${reason}`
        socket.close(code, reason)
      },
      send: (text) => {
        if (socket.readyState !== WebSocket.OPEN) return
        // A client that stops reading must not make the relay buffer without end, nor many of them from one address.
        const buffered = socket.bufferedAmount
        if (buffered > limits.maxBufferedBytes) {
          fault = ', send buffer full'
          socket.terminate()
          return
        }
        if (buffered > slowSocketBytes && bufferedBytesOf(ip) > limits.maxBufferedBytesPerIp) {
          fault = ', send buffer of its address full'
          socket.terminate()
          return
        }
        socket.send(text)
      },
    })
    socket.on('message', (data) => {
      const text = toText(data)
      connection.receive(text)
      reads.charge(text.length)
    })
    socket.on('pong', () => answeredPing.set(socket, true))
    // ws closes the socket itself after an error (e.g. 1009 for an oversized frame); note why for the log line.
    socket.on('error', (error) => {
      fault = `, ${error.message}`
    })
    socket.on('close', (code) => {
      sockets.delete(socket)
      ipSockets.delete(socket)
      if (ipSockets.size === 0 && socketsByIp.get(ip) === ipSockets) socketsByIp.delete(ip)
      reads.release()
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
    const ip = getClientIp(request, trustedProxies)
    const refuse = (status: number, statusText: string, reason: string) => {
      logger.warn(`relay: refused a connection from ${ip}: ${reason}`)
      rejectUpgrade(socket, status, statusText, `${statusText}: ${reason}`)
    }
    if (closing) return rejectUpgrade(socket, 503, 'Service Unavailable', 'relay is shutting down')
    const origin = request.headers.origin
    if (!isAllowedOrigin(origin, allowedOrigins))
      return refuse(403, 'Forbidden', `origin ${origin?.slice(0, 100)} is not allowed`)
    if (!connectionsInAll.hasRoom('relay')) return refuse(503, 'Service Unavailable', 'too many connections')
    if (!connectionsPerIp.hasRoom(ip))
      return refuse(429, 'Too Many Requests', 'too many connections from this IP address')
    // Held until the TCP socket closes, whether the upgrade succeeds or not.
    let clientId: string | undefined
    connectionsInAll.add('relay')
    connectionsPerIp.add(ip)
    socket.once('close', () => {
      connectionsInAll.release('relay')
      connectionsPerIp.release(ip)
      if (clientId !== undefined) releaseConnection(clientId)
    })
    const token = parseRequestUrl(request)?.searchParams.get('auth') ?? null
    verifyRelayAuth({
      token,
      audiences,
      clockSkewSeconds: limits.authClockSkewSeconds,
      maxLifetimeSeconds: limits.maxAuthTokenLifetimeSeconds,
      nowSeconds: Math.floor(Date.now() / 1000),
    })
      .then(async (result) => {
        if (!result.ok) return refuse(401, 'Unauthorized', result.reason)
        if (closing || socket.destroyed) return socket.destroy()
        if (!(await store.reserveConnection(result.clientId)))
          return refuse(429, 'Too Many Requests', `too many connections for ${result.clientId}`)
        // The socket may have closed while the store answered: then nobody else gives the slot back.
        if (closing || socket.destroyed) {
          releaseConnection(result.clientId)
          return socket.destroy()
        }
        clientId = result.clientId
        wss.handleUpgrade(request, socket, head, (webSocket) => onSocket(webSocket, result.clientId, ip))
      })
      .catch((error: unknown) => {
        // Redis away: the client may try again (its SDK does); the outage itself is logged once.
        if (error instanceof RelayStoreUnavailableError)
          return rejectUpgrade(socket, 503, 'Service Unavailable', 'shared store unavailable')
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
  const sweepTimer = setInterval(() => {
    hub.sweep().catch((error: unknown) => {
      if (!(error instanceof RelayStoreUnavailableError)) logInternalError(error)
    })
  }, limits.sweepIntervalMs)
  pingTimer.unref()
  sweepTimer.unref()

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, host, () => {
        server.off('error', reject)
        resolve()
      })
    })
  } catch (error) {
    clearInterval(pingTimer)
    clearInterval(sweepTimer)
    await backend.close()
    throw error
  }
  server.on('error', (error) => logger.error(`relay: server error: ${error.message}`))
  const address = server.address()
  const boundPort = typeof address === 'object' && address ? address.port : port
  audiences =
    publicUrl === undefined
      ? getListeningAudiences(host, boundPort)
      : typeof publicUrl === 'string'
        ? [publicUrl]
        : [...publicUrl]

  return {
    url: formatUrl(host, boundPort),
    port: boundPort,
    audiences,
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
      // Lost deliveries marked for sending again and budgets given back, in the store, before it closes.
      await Promise.all([hub.settled(), ...releases])
      await backend.close()
    },
  }
}
