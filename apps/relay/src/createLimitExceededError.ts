import { jsonRpcErrorCodes } from './jsonRpcErrorCodes.ts'
import { RelayRpcError } from './RelayRpcError.ts'
import type { RelayLimits } from './relayDefaults.ts'

/** The storage budgets a publish can run into. */
export type StorageLimit =
  | 'maxMessagesPerTopic'
  | 'maxStoredMessagesPerClient'
  | 'maxStoredBytesPerClient'
  | 'maxStoredMessagesPerIp'
  | 'maxStoredBytesPerIp'
  | 'maxStoredMessages'
  | 'maxStoredBytes'

/** The limits a request can run into with -32005, whichever store counts them. */
export type ExceededLimit =
  | StorageLimit
  | 'maxSubscriptionsPerConnection'
  | 'maxSubscriptionsPerClient'
  | 'maxSubscriptionsPerIp'
  | 'maxSubscriptions'

const details: Record<ExceededLimit, (limit: number) => string> = {
  maxMessagesPerTopic: (limit) => `more than ${limit} messages on this topic`,
  maxStoredMessagesPerClient: (limit) => `more than ${limit} stored messages for this client`,
  maxStoredBytesPerClient: (limit) => `more than ${limit} stored bytes for this client`,
  maxStoredMessagesPerIp: (limit) => `more than ${limit} stored messages for this IP address`,
  maxStoredBytesPerIp: (limit) => `more than ${limit} stored bytes for this IP address`,
  maxStoredMessages: (limit) => `the relay stores at most ${limit} messages`,
  maxStoredBytes: (limit) => `the relay stores at most ${limit} bytes`,
  maxSubscriptionsPerConnection: (limit) => `more than ${limit} subscriptions on one connection`,
  maxSubscriptionsPerClient: (limit) => `more than ${limit} subscriptions for this client`,
  maxSubscriptionsPerIp: (limit) => `more than ${limit} subscriptions for this IP address`,
  maxSubscriptions: (limit) => `the relay holds at most ${limit} subscriptions`,
}

/**
 * The -32005 (EIP-1474 "Limit exceeded") a request past one of the relay's budgets gets, with the same words
 * from the in-memory store and from Redis.
 *
 * @example throw createLimitExceededError('maxSubscriptionsPerClient', limits)
 */
export function createLimitExceededError<Limit extends ExceededLimit>(
  limit: Limit,
  limits: Pick<RelayLimits, Limit>,
): RelayRpcError {
  return new RelayRpcError(
    jsonRpcErrorCodes.limitExceeded,
    `Limit exceeded: ${details[limit](limits[limit])}`,
  )
}
