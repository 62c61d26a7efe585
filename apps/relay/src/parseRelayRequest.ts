import { jsonRpcErrorCodes } from './jsonRpcErrorCodes.ts'
import { RelayRpcError } from './RelayRpcError.ts'
import { type RelayLimits, sessionMessageDefaults } from './relayDefaults.ts'
import { toFlatString } from './toFlatString.ts'

export interface PublishRequest {
  topic: string
  message: string
  ttlSeconds: number
  tag: number
}

export type RelayRequest =
  | { method: 'irn_subscribe'; topic: string }
  | { method: 'irn_batchSubscribe'; topics: string[] }
  | { method: 'irn_unsubscribe'; topic: string }
  | { method: 'irn_batchUnsubscribe'; topics: string[] }
  | { method: 'irn_publish'; publish: PublishRequest }
  | { method: 'irn_batchFetchMessages'; topics: string[] }
  | { method: 'wc_proposeSession'; pairingTopic: string; proposal: PublishRequest }
  | {
      method: 'wc_approveSession'
      sessionTopic: string
      response: PublishRequest
      settlement: PublishRequest
    }

export type RelayRequestLimits = Pick<RelayLimits, 'maxMessageBytes' | 'maxBatchSize'>

/** WalletConnect topics are 32 bytes in hex (a random key, or the SHA-256 of one). */
const topicPattern = /^[0-9a-fA-F]{64}$/

function badParams(detail: string): never {
  throw new RelayRpcError(jsonRpcErrorCodes.invalidParams, `Invalid params: ${detail}`)
}

function readObject(params: unknown): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    badParams('params must be an object')
  return params as Record<string, unknown>
}

function readTopic(value: unknown, field: string): string {
  if (typeof value !== 'string' || !topicPattern.test(value)) badParams(`${field} must be 64 hex characters`)
  // The relay keeps topics for as long as a subscription or a message lives: never a view into the frame.
  return toFlatString(value)
}

function readTopics(value: unknown, field: string, limits: RelayRequestLimits): string[] {
  if (!Array.isArray(value)) badParams(`${field} must be an array`)
  if (value.length > limits.maxBatchSize) badParams(`${field} has more than ${limits.maxBatchSize} entries`)
  return value.map((topic, index) => readTopic(topic, `${field}[${index}]`))
}

function readMessage(value: unknown, field: string, limits: RelayRequestLimits): string {
  if (typeof value !== 'string' || value.length === 0) badParams(`${field} must be a non-empty string`)
  if (Buffer.byteLength(value) > limits.maxMessageBytes)
    badParams(`${field} is larger than ${limits.maxMessageBytes} bytes`)
  return value
}

function readInteger(value: unknown, field: string, fallback: number | undefined, min: number): number {
  if (value === undefined && fallback !== undefined) return fallback
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min)
    badParams(`${field} must be an integer of at least ${min}`)
  return value
}

/** Validates the params of a method the relay serves; throws RelayRpcError (method not found, bad params). */
export function parseRelayRequest(method: string, params: unknown, limits: RelayRequestLimits): RelayRequest {
  switch (method) {
    case 'irn_subscribe':
    case 'irn_unsubscribe':
      return { method, topic: readTopic(readObject(params).topic, 'topic') }
    case 'irn_batchSubscribe':
    case 'irn_batchFetchMessages':
      return { method, topics: readTopics(readObject(params).topics, 'topics', limits) }
    case 'irn_batchUnsubscribe': {
      const subscriptions = readObject(params).subscriptions
      if (!Array.isArray(subscriptions)) badParams('subscriptions must be an array')
      if (subscriptions.length > limits.maxBatchSize)
        badParams(`subscriptions has more than ${limits.maxBatchSize} entries`)
      const topics = subscriptions.map((entry, index) =>
        readTopic(readObject(entry).topic, `subscriptions[${index}].topic`),
      )
      return { method, topics }
    }
    case 'irn_publish': {
      const { topic, message, ttl, tag } = readObject(params)
      return {
        method,
        publish: {
          topic: readTopic(topic, 'topic'),
          message: readMessage(message, 'message', limits),
          ttlSeconds: readInteger(ttl, 'ttl', undefined, 1),
          tag: readInteger(tag, 'tag', 0, 0),
        },
      }
    }
    case 'wc_proposeSession': {
      const { pairingTopic, sessionProposal, ttl, tag } = readObject(params)
      const topic = readTopic(pairingTopic, 'pairingTopic')
      return {
        method,
        pairingTopic: topic,
        proposal: {
          topic,
          message: readMessage(sessionProposal, 'sessionProposal', limits),
          ttlSeconds: readInteger(ttl, 'ttl', sessionMessageDefaults.ttlSeconds, 1),
          tag: readInteger(tag, 'tag', sessionMessageDefaults.proposalTag, 0),
        },
      }
    }
    case 'wc_approveSession': {
      const { sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest } =
        readObject(params)
      const session = readTopic(sessionTopic, 'sessionTopic')
      const pairing = readTopic(pairingTopic, 'pairingTopic')
      const ttlSeconds = sessionMessageDefaults.ttlSeconds
      return {
        method,
        sessionTopic: session,
        response: {
          topic: pairing,
          message: readMessage(sessionProposalResponse, 'sessionProposalResponse', limits),
          ttlSeconds,
          tag: sessionMessageDefaults.proposalResponseTag,
        },
        settlement: {
          topic: session,
          message: readMessage(sessionSettlementRequest, 'sessionSettlementRequest', limits),
          ttlSeconds,
          tag: sessionMessageDefaults.settlementTag,
        },
      }
    }
    default:
      throw new RelayRpcError(jsonRpcErrorCodes.methodNotFound, `Method not found: ${method.slice(0, 100)}`)
  }
}
