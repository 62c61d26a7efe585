// Every number the relay works by, named in one place. The limits keep a long-running dev relay's memory
// bounded whatever its clients send; startRelay({ limits }) overrides any of them (tests use small ones).

export interface RelayLimits {
  /** A larger WebSocket frame closes the socket with 1009 (Message Too Big) before it is buffered whole. */
  maxFrameBytes: number
  /** A published message (one `message` string) larger than this gets a JSON-RPC error. */
  maxMessageBytes: number
  /** The oldest message of a topic is dropped when a new one would exceed this. */
  maxMessagesPerTopic: number
  /** The oldest message overall is dropped when a new one would exceed this... */
  maxStoredMessages: number
  /** ...or when the stored message text would exceed this many bytes. */
  maxStoredBytes: number
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
  /** Deliveries of one socket waiting for their acknowledgement; past it the oldest counts as lost. */
  maxPendingAcks: number
  /** Bytes queued for a socket that does not read; past it the socket is cut off. */
  maxBufferedBytes: number
  /** Topic strings (WalletConnect's are 64 hex characters). */
  maxTopicLength: number
  /** Open sockets; further upgrades get HTTP 503. */
  maxConnections: number
  /** A client JWT whose `exp` is further in the past than this is refused (clock skew allowance). */
  authClockSkewSeconds: number
}

export const defaultRelayLimits: Readonly<RelayLimits> = Object.freeze({
  maxFrameBytes: 512 * 1024,
  maxMessageBytes: 128 * 1024,
  maxMessagesPerTopic: 200,
  maxStoredMessages: 10_000,
  maxStoredBytes: 64 * 1024 * 1024,
  maxTtlSeconds: 30 * 24 * 60 * 60,
  sweepIntervalMs: 10_000,
  pingIntervalMs: 20_000,
  maxBatchSize: 500,
  maxFetchMessages: 500,
  maxSubscriptionsPerConnection: 5_000,
  maxPendingAcks: 1_000,
  maxBufferedBytes: 16 * 1024 * 1024,
  maxTopicLength: 256,
  maxConnections: 1_000,
  authClockSkewSeconds: 60,
})

export const relayDefaults = Object.freeze({
  host: '127.0.0.1',
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
