import { createTransport, type EIP1193RequestFn, type Transport } from 'viem'

/** Failures of the connection, not answers of the node: another RPC URL may do better. */
const UNREACHABLE_ERRORS = new Set([
  'HttpRequestError',
  'TimeoutError',
  'SocketClosedError',
  'WebSocketRequestError',
])
/** JSON-RPC errors a node gives when it is the node that cannot serve (rate limit, resource, method off). */
const NODE_ERROR_CODES = new Set([-32005, -32002, -32601, -32603])

function isWorthAnotherUrl(error: unknown): boolean {
  const { name, code } = error as { name?: unknown; code?: unknown }
  return (
    (typeof name === 'string' && UNREACHABLE_ERRORS.has(name)) ||
    (typeof code === 'number' && NODE_ERROR_CODES.has(code))
  )
}

/**
 * A request goes to the first of `transports`, and to the next when the connection fails (HTTP error, timeout,
 * closed socket) or the node says it cannot serve it (rate limited, out of resources, method off, internal error);
 * any other answer (a revert, a rejection, a bad request) is the answer. viem's `fallback` does this too, with
 * ranking and more, at about 2.5 KiB gzip more on every page; this is the part the modal's default RPC URLs need.
 * It reports `type: 'fallback'` with its candidates' instances, as viem's does, so wagmi and viem choose polling
 * or subscriptions from the first candidate as they would.
 *
 * @example fallbackTransport([http('http://127.0.0.1:8545'), http('http://127.0.0.1:8546')])
 */
export function fallbackTransport(transports: readonly Transport[]): Transport {
  return (parameters) => {
    const instances = transports.map((transport) => transport(parameters))
    const request = (async (args: Parameters<EIP1193RequestFn>[0]) => {
      let lastError: unknown
      for (const instance of instances) {
        try {
          return await instance.request(args)
        } catch (error) {
          if (!isWorthAnotherUrl(error)) throw error
          lastError = error
        }
      }
      throw lastError
    }) as EIP1193RequestFn
    // Each candidate retries and times out on its own; this transport adds neither.
    return createTransport(
      { key: 'fallback', name: 'Fallback', type: 'fallback', retryCount: 0, request },
      { transports: instances },
    )
  }
}
