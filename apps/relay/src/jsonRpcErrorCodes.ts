/** The JSON-RPC 2.0 error codes the relay answers with: the standard ones, and EIP-1474's "Limit exceeded"
 * (-32005, in the JSON-RPC server-error range) for a request past a client's budget or rate. */
export const jsonRpcErrorCodes = Object.freeze({
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  limitExceeded: -32005,
})

export type JsonRpcErrorCode = (typeof jsonRpcErrorCodes)[keyof typeof jsonRpcErrorCodes]
