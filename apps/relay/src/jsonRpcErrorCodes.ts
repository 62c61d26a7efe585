/** The JSON-RPC 2.0 error codes the relay answers with: the standard ones, EIP-1474's "Limit exceeded" (-32005,
 * in the JSON-RPC server-error range) for a request past a client's budget or rate, and -32000 ("Server error",
 * `SERVER_ERROR` of `@walletconnect/jsonrpc-utils`) while the shared store (Redis) is unreachable. */
export const jsonRpcErrorCodes = Object.freeze({
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  serverError: -32000,
  limitExceeded: -32005,
})

export type JsonRpcErrorCode = (typeof jsonRpcErrorCodes)[keyof typeof jsonRpcErrorCodes]
