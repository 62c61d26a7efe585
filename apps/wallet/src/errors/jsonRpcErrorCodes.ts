/** EIP-1193 provider error codes and the JSON-RPC codes the wallet answers with. */
export const jsonRpcErrorCodes = {
  userRejectedRequest: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internalError: -32603,
} as const
