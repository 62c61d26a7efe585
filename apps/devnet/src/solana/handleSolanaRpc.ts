import type { SolanaLedger } from './createSolanaLedger.ts'
import { SolanaRpcError } from './SolanaRpcError.ts'
import { solanaAccountMethods } from './solanaAccountMethods.ts'
import { solanaClusterMethods } from './solanaClusterMethods.ts'
import type { SolanaRpcHandler } from './solanaRpcParams.ts'
import { solanaTransactionMethods } from './solanaTransactionMethods.ts'

const methods: Record<string, SolanaRpcHandler> = {
  ...solanaClusterMethods,
  ...solanaAccountMethods,
  ...solanaTransactionMethods,
}

type RequestId = string | number | null

export function rpcError(id: RequestId, code: number, message: string, data?: unknown) {
  return { jsonrpc: '2.0', error: data === undefined ? { code, message } : { code, message, data }, id }
}

/** An unexpected exception becomes -32603; a `SolanaRpcError` keeps its code, message and data. */
export function toRpcError(id: RequestId, error: unknown) {
  if (error instanceof SolanaRpcError) return rpcError(id, error.code, error.message, error.data)
  return rpcError(id, -32603, `Internal error: ${error instanceof Error ? error.message : String(error)}`)
}

/** Reads the envelope of one JSON-RPC request: its id and method, or the -32600 answer. */
export function readRpcRequest(request: unknown) {
  if (!request || typeof request !== 'object' || Array.isArray(request))
    return { error: rpcError(null, -32600, 'Invalid request') } as const
  const { jsonrpc, id, method, params } = request as Record<string, unknown>
  const safeId: RequestId = typeof id === 'string' || typeof id === 'number' ? id : null
  if (jsonrpc !== '2.0' || typeof method !== 'string' || (id !== undefined && id !== null && safeId === null))
    return { error: rpcError(safeId, -32600, 'Invalid request') } as const
  if (params !== undefined && params !== null && !Array.isArray(params))
    return { error: rpcError(safeId, -32602, 'Invalid params: params must be an array') } as const
  return {
    id: safeId,
    method,
    params: (params ?? []) as unknown[],
    isNotification: id === undefined,
  } as const
}

async function handleOne(ledger: SolanaLedger, request: unknown) {
  const read = readRpcRequest(request)
  if ('error' in read) return read.error
  const handler = Object.hasOwn(methods, read.method) ? methods[read.method] : undefined
  if (!handler) return rpcError(read.id, -32601, 'Method not found')
  try {
    return { jsonrpc: '2.0', result: await handler({ params: read.params, ledger }), id: read.id }
  } catch (error) {
    return toRpcError(read.id, error)
  }
}

/** Answers a parsed JSON-RPC body: one request or a batch of them. Never throws. */
export async function handleSolanaRpc(ledger: SolanaLedger, body: unknown): Promise<unknown> {
  if (!Array.isArray(body)) return handleOne(ledger, body)
  if (body.length === 0) return rpcError(null, -32600, 'Invalid request')
  if (body.length > 100) return rpcError(null, -32600, 'Invalid request: a batch holds at most 100 requests')
  const answers: unknown[] = []
  // One after another: a batch that sends and then reads sees its own transaction.
  for (const request of body) answers.push(await handleOne(ledger, request))
  return answers
}
