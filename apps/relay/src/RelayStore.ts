import type { RelayLimits } from './relayDefaults.ts'

/** A stored message, as the relay delivers it. */
export interface RelayMessage {
  /** Topic plus the SHA-256 of the message: a client re-publishing after a lost response stores nothing new. */
  readonly key: string
  readonly topic: string
  readonly message: string
  readonly tag: number
  /** Milliseconds since the epoch. */
  readonly publishedAt: number
  readonly publisherId: string
}

export interface AddRelayMessageParameters {
  topic: string
  message: string
  ttlSeconds: number
  tag: number
  publisherId: string
  /** The IP address the publisher is connected from. */
  publisherIp: string
}

/** Who a budget is counted on: the client id (the JWT's did:key) and the IP address it connects from. */
export interface RelayClientAddress {
  readonly clientId: string
  readonly ip: string
}

export interface ClaimPendingOptions {
  /** At most this many messages; `hasMore` says whether more were waiting. */
  limit: number
  /** The answer itself is the receipt (irn_batchFetchMessages), rather than an acknowledgement to come. */
  received: boolean
}

/** The limits a store enforces itself: stored messages, and the budgets of a client id and an IP address that
 * must hold over every relay sharing the store. */
export type RelayStoreLimits = Pick<
  RelayLimits,
  | 'maxMessagesPerTopic'
  | 'maxStoredMessages'
  | 'maxStoredBytes'
  | 'maxStoredMessagesPerClient'
  | 'maxStoredBytesPerClient'
  | 'maxStoredMessagesPerIp'
  | 'maxStoredBytesPerIp'
  | 'maxTtlSeconds'
  | 'maxSubscriptionsPerClient'
  | 'maxSubscriptionsPerIp'
  | 'maxConnectionsPerClient'
  | 'requestsPerSecondPerClient'
  | 'requestBurstPerClient'
>

/**
 * Where the relay keeps what must be the same for every relay process serving the same clients: stored
 * messages with their TTLs and delivery marks, and the per-client and per-IP budgets (subscriptions,
 * connections of a client id, stored messages and bytes, request rate). `createMemoryRelayStore` keeps it in
 * this process; `createRedisRelayStore` in Redis, shared by every relay started with the same `REDIS_URL` and
 * key prefix.
 *
 * Methods that refuse throw `RelayRpcError` (-32005 past a budget); methods that need Redis while it is
 * unreachable throw `RelayStoreUnavailableError`. Methods that give something back (`release*`, `unclaim`,
 * `acknowledge`) never throw: while Redis is away the store repairs them once it is back.
 */
export interface RelayStore {
  /**
   * Stores a message until its TTL (shortened to maxTtlSeconds). Storage is accounted to the publisher (its
   * client id and its IP address): past a budget (of the topic, the client, the IP, or the whole store) the
   * publisher's own oldest messages make room; when its own are not enough, throws -32005 and changes
   * nothing. A publish never evicts another publisher's message. A live identical message (same topic and
   * text) is stored once, its TTL extended.
   */
  addMessage(parameters: AddRelayMessageParameters): Promise<{ message: RelayMessage; duplicate: boolean }>
  /** Live messages of a topic that `clientId` neither published nor was sent, oldest first: they count as sent
   * to it from now on. */
  claimPending(
    topic: string,
    clientId: string,
    options: ClaimPendingOptions,
  ): Promise<{ messages: RelayMessage[]; hasMore: boolean }>
  /** Counts one message as sent to `clientId`; false when it is gone, was published by it, or was sent to it
   * already (by this relay or another): then it must not be sent. */
  claim(key: string, clientId: string): Promise<boolean>
  /** The client acknowledged the message. */
  acknowledge(key: string, clientId: string): Promise<void>
  /** The delivery was lost (socket closed, or the client answered an error): it may be sent again. */
  unclaim(key: string, clientId: string): Promise<void>
  /** Counts `count` more subscriptions on the client id and the IP address; throws -32005 (and counts
   * nothing) past maxSubscriptionsPerClient or maxSubscriptionsPerIp. */
  reserveSubscriptions(client: RelayClientAddress, count: number): Promise<void>
  releaseSubscriptions(client: RelayClientAddress, count: number): Promise<void>
  /** Counts one more open socket of the client id; false past maxConnectionsPerClient. */
  reserveConnection(clientId: string): Promise<boolean>
  releaseConnection(clientId: string): Promise<void>
  /** Takes a token of the client id's request bucket (requestsPerSecondPerClient, requestBurstPerClient);
   * false when it is empty. */
  takeRequest(clientId: string): Promise<boolean>
  /** Removes expired messages (giving their budgets back); returns how many. */
  sweep(): Promise<number>
  /** Stored messages and bytes, cheap enough for every /health probe (a shared store answers what it last
   * saw, refreshed by publishes and sweeps). */
  stats(): { messages: number; bytes: number }
  /** What one publisher (client id) has stored. */
  usageOf(publisherId: string): Promise<{ messages: number; bytes: number }>
  /** Topics with a stored message, when the store holds them in this process (the in-memory one only). */
  storedTopics?(): IterableIterator<string>
  close(): Promise<void>
}
