import { parseRpcJson } from './parseRpcJson.ts'
import { SolanaRpcError } from './SolanaRpcError.ts'

const RPC_TIMEOUT_MS = 10_000

export interface SolanaRpc {
  /** The configured endpoint: the only URL this client ever calls. */
  readonly url: string
  /** One JSON-RPC call; resolves with its `result`, rejects with a `SolanaRpcError`. */
  request<T>(method: string, params: readonly unknown[]): Promise<T>
}

/**
 * A JSON-RPC client for one Solana node: POSTs to `url` only (redirects are refused, so an answer cannot send the
 * server elsewhere), 10 s per call, integers past 2^53 kept exact (`parseRpcJson`). The callers validate every
 * value a request carries that came from a client (addresses are public keys, see `isSolanaPublicKey`).
 *
 * @example const rpc = createSolanaRpc('http://127.0.0.1:8899'); await rpc.request('getSlot', [])
 */
export function createSolanaRpc(url: string): SolanaRpc {
  let nextId = 0
  return {
    url,
    async request<T>(method: string, params: readonly unknown[]): Promise<T> {
      nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER
      let text: string
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: nextId, method, params }),
          redirect: 'error',
          signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
        })
        text = await response.text()
        if (!response.ok) throw new SolanaRpcError(method, `HTTP ${response.status}`)
      } catch (error) {
        if (error instanceof SolanaRpcError) throw error
        throw new SolanaRpcError(method, 'the node did not answer', { cause: error })
      }
      let body: { result?: unknown; error?: { code?: unknown; message?: unknown } }
      try {
        body = parseRpcJson(text) as typeof body
      } catch (error) {
        throw new SolanaRpcError(method, 'the answer is not JSON', { cause: error })
      }
      if (body?.error) {
        const { code, message } = body.error
        throw new SolanaRpcError(method, typeof message === 'string' ? message : 'error', {
          ...(typeof code === 'number' ? { code } : {}),
        })
      }
      if (!body || typeof body !== 'object' || !('result' in body))
        throw new SolanaRpcError(method, 'the answer has no result')
      return body.result as T
    },
  }
}
