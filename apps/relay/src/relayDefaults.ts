// Every number the relay works by, named in one place. The limits keep the relay's memory and CPU bounded
// whatever its clients send, and keep one client (a did:key) or one IP address from taking what others need:
// each shared resource has a budget per client id and per IP, and a global cap as the last line.
// startRelay({ limits }) overrides any of them (tests use small ones); the CLI reads them from RELAY_LIMITS.

export interface RelayLimits {
  /** A larger WebSocket frame closes the socket with 1009 (Message Too Big) before it is buffered whole.
   * The largest honest frame is wc_approveSession: two messages of up to maxMessageBytes each. */
  maxFrameBytes: number
  /** A published message (one `message` string) larger than this gets a JSON-RPC error. */
  maxMessageBytes: number
  /** Messages stored on one topic; past it the publisher's own oldest message there is dropped, or the
   * publish is refused: nobody can push another client's message out of a topic. */
  maxMessagesPerTopic: number
  /** Messages stored in all (the last line: a publish past it is refused, nothing is evicted). */
  maxStoredMessages: number
  /** Bytes of stored message text in all (the last line, like maxStoredMessages). */
  maxStoredBytes: number
  /** Messages one client id (the publisher) may have stored; past it its own oldest message is dropped. */
  maxStoredMessagesPerClient: number
  /** Bytes one client id may have stored; past it its own oldest messages are dropped. */
  maxStoredBytesPerClient: number
  /** Messages the clients of one IP address may have stored; past it their publishes are refused. */
  maxStoredMessagesPerIp: number
  /** Bytes the clients of one IP address may have stored; past it their publishes are refused. */
  maxStoredBytesPerIp: number
  /** Longer TTLs are shortened to this (WalletConnect asks for at most 30 days). */
  maxTtlSeconds: number
  /** How often expired messages are removed. */
  sweepIntervalMs: number
  /** How often every socket is pinged; one that has not answered the previous ping is closed. Below 30 s:
   * Node clients drop a socket that has seen no ping for 35 s. */
  pingIntervalMs: number
  /** Topics in one irn_batchSubscribe / irn_batchUnsubscribe / irn_batchFetchMessages. */
  maxBatchSize: number
  /** Messages in one irn_batchFetchMessages answer; the rest come with the next call (`hasMore`). */
  maxFetchMessages: number
  /** Live subscriptions of one socket. */
  maxSubscriptionsPerConnection: number
  /** Live subscriptions of one client id, over all its sockets. */
  maxSubscriptionsPerClient: number
  /** Live subscriptions of the sockets of one IP address. */
  maxSubscriptionsPerIp: number
  /** Live subscriptions in all (the last line). */
  maxSubscriptions: number
  /** Deliveries of one socket waiting for their acknowledgement; past it the oldest counts as lost. */
  maxPendingAcks: number
  /** Requests of one socket waiting for the store (Redis) at once; past it the relay stops reading that socket
   * until half of them are answered. In memory they never wait. */
  maxPendingRequestsPerConnection: number
  /** Bytes queued for a socket that does not read; past it the socket is cut off. */
  maxBufferedBytes: number
  /**
   * Bytes queued for all the sockets of one IP address that do not read; past it the slow socket being sent to is
   * cut off. Without it one address could make the relay queue maxBufferedBytes × maxConnectionsPerIp.
   */
  maxBufferedBytesPerIp: number
  /** Open sockets in all; further upgrades get HTTP 503. */
  maxConnections: number
  /** Open sockets of one client id; further upgrades get HTTP 429. */
  maxConnectionsPerClient: number
  /** Open sockets from one IP address; further upgrades get HTTP 429. */
  maxConnectionsPerIp: number
  /** Requests (frames with a method) one socket may send per second, sustained... */
  requestsPerSecondPerConnection: number
  /** ...and in a burst; past it a request is answered with -32005 and not run. */
  requestBurstPerConnection: number
  /** Requests per second of one client id over all its sockets, sustained and in a burst. */
  requestsPerSecondPerClient: number
  requestBurstPerClient: number
  /** A socket that keeps sending while refused this many requests in a row is closed with 1008. */
  maxRefusedRequestsInARow: number
  /** Bytes per second one socket may send, sustained; past its burst the relay stops reading that socket
   * until the bucket refills (TCP backpressure), so parsing one client's frames cannot starve the others. */
  bytesPerSecondPerConnection: number
  bytesBurstPerConnection: number
  /** Bytes per second of all sockets of one IP address, sustained and in a burst (same backpressure). */
  bytesPerSecondPerIp: number
  bytesBurstPerIp: number
  /** A client JWT whose `exp` is further in the past than this is refused (clock skew allowance); an `iat`
   * further in the future too. */
  authClockSkewSeconds: number
  /** A client JWT whose `exp` is further in the future than this is refused. WalletConnect's SDKs sign tokens
   * for one day (`@walletconnect/core` 2.25: `ttl` ONE_DAY), so a day plus an hour of margin. */
  maxAuthTokenLifetimeSeconds: number
}

const kib = 1024
const mib = 1024 * kib

export const defaultRelayLimits: Readonly<RelayLimits> = Object.freeze({
  maxFrameBytes: 264 * kib,
  maxMessageBytes: 128 * kib,
  maxMessagesPerTopic: 200,
  maxStoredMessages: 10_000,
  maxStoredBytes: 64 * mib,
  maxStoredMessagesPerClient: 1_000,
  maxStoredBytesPerClient: 4 * mib,
  maxStoredMessagesPerIp: 4_000,
  maxStoredBytesPerIp: 16 * mib,
  maxTtlSeconds: 30 * 24 * 60 * 60,
  sweepIntervalMs: 10_000,
  pingIntervalMs: 20_000,
  maxBatchSize: 500,
  maxFetchMessages: 500,
  maxSubscriptionsPerConnection: 5_000,
  maxSubscriptionsPerClient: 5_000,
  maxSubscriptionsPerIp: 20_000,
  maxSubscriptions: 100_000,
  maxPendingAcks: 1_000,
  maxPendingRequestsPerConnection: 64,
  maxBufferedBytes: 16 * mib,
  maxBufferedBytesPerIp: 64 * mib,
  maxConnections: 1_000,
  maxConnectionsPerClient: 16,
  maxConnectionsPerIp: 250,
  requestsPerSecondPerConnection: 100,
  requestBurstPerConnection: 1_000,
  requestsPerSecondPerClient: 200,
  requestBurstPerClient: 2_000,
  maxRefusedRequestsInARow: 1_000,
  bytesPerSecondPerConnection: 1 * mib,
  bytesBurstPerConnection: 4 * mib,
  bytesPerSecondPerIp: 8 * mib,
  bytesBurstPerIp: 32 * mib,
  authClockSkewSeconds: 60,
  maxAuthTokenLifetimeSeconds: 25 * 60 * 60,
})

export const relayDefaults = Object.freeze({
  host: '127.0.0.1',
  /** What the keys and pub/sub channels of a relay on Redis start with (`--redis-key-prefix`): relays with the
   * same prefix on the same Redis share their state. */
  redisKeyPrefix: 'appkit-relay:',
  /** The CLI's port (env RELAY_PORT or --port); startRelay itself defaults to a free port. */
  cliPort: 8555,
  /** How long close() lets sockets finish their closing handshake before cutting them off. */
  closeGraceMs: 1_000,
})

/** IRN tags and TTL of the messages the relay publishes itself for wc_proposeSession / wc_approveSession
 * (WalletConnect Sign: the proposal, its response and the session settlement). */
export const sessionMessageDefaults = Object.freeze({
  proposalTag: 1100,
  proposalResponseTag: 1101,
  settlementTag: 1102,
  ttlSeconds: 300,
})
