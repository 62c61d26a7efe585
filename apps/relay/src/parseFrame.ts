import { isLosslessNumber, parse } from 'lossless-json'
import { jsonRpcErrorCodes } from './jsonRpcErrorCodes.ts'

/** A JSON-RPC id as the JSON text the client sent, echoed byte-exact: WalletConnect ids are 19-digit integers,
 * beyond 2^53, which a plain JSON.parse rounds (and the client then never matches its response). */
export type RawId = string

export type ParsedFrame =
  | { kind: 'request'; id: RawId; method: string; params: unknown }
  | { kind: 'response'; id: RawId; ok: boolean }
  | { kind: 'invalid'; id: RawId | null; code: number; message: string }

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isLosslessNumber(value)
}

function readRawId(id: unknown): RawId | undefined {
  if (isLosslessNumber(id)) return id.value
  if (typeof id === 'string') return JSON.stringify(id)
  return undefined
}

// Params only carry small numbers (ttl, tag); plain numbers keep the request handlers simple.
function toPlainJson(value: unknown): unknown {
  if (isLosslessNumber(value)) return Number(value.value)
  if (Array.isArray(value)) return value.map(toPlainJson)
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {}
    for (const [key, entry] of Object.entries(value)) out[key] = toPlainJson(entry)
    return out
  }
  return value
}

function invalid(id: RawId | null, message: string): ParsedFrame {
  return {
    kind: 'invalid',
    id,
    code: jsonRpcErrorCodes.invalidRequest,
    message: `Invalid Request: ${message}`,
  }
}

function classify(value: unknown): ParsedFrame {
  if (Array.isArray(value)) return invalid(null, 'batch arrays are not supported')
  if (!isPlainObject(value)) return invalid(null, 'expected a JSON-RPC object')
  const id = readRawId(value.id)
  if (id === undefined) return invalid(null, 'id must be a number or a string')
  if (value.jsonrpc !== '2.0') return invalid(id, 'jsonrpc must be "2.0"')
  if ('method' in value) {
    if (typeof value.method !== 'string' || value.method.length === 0)
      return invalid(id, 'method must be a non-empty string')
    const params = value.params
    if (params !== undefined && !isPlainObject(params) && !Array.isArray(params))
      return invalid(id, 'params must be an object or an array')
    return { kind: 'request', id, method: value.method, params: toPlainJson(params) }
  }
  if ('result' in value) return { kind: 'response', id, ok: true }
  if ('error' in value) return { kind: 'response', id, ok: false }
  return invalid(id, 'expected method, result or error')
}

/** Parses one text frame into a request, a response (an acknowledgement) or the error to answer with. */
export function parseFrame(text: string): ParsedFrame {
  let value: unknown
  try {
    value = parse(text)
  } catch (error) {
    // Includes a RangeError from absurdly deep nesting: still just a bad frame.
    const reason = error instanceof Error ? error.message : String(error)
    return {
      kind: 'invalid',
      id: null,
      code: jsonRpcErrorCodes.parseError,
      message: `Parse error: ${reason}`,
    }
  }
  try {
    return classify(value)
  } catch {
    return invalid(null, 'frame too deeply nested')
  }
}
