/** Wallet and JSON-RPC error codes the product recognises (spec §8, EIP-1193, JSON-RPC). */
export const WalletErrorCodes = {
  /** EIP-1193: the user rejected the request. */
  userRejectedRequest: 4001,
  /** EIP-1193: the requested method or account is not authorized. */
  unauthorized: 4100,
  /** EIP-1193: the provider is disconnected. */
  disconnected: 4900,
  /** EIP-3085/3326: unrecognized chain id. */
  unrecognizedChain: 4902,
  /** WalletConnect: user rejected (the wallet's default rejection code). */
  userRejected: 5000,
  /** JSON-RPC internal error, used by wallets for an invalid chain id. */
  invalidChainId: -32603,
  /**
   * EIP-1474 "resource unavailable": wallets answer it while they already show a request of that type (MetaMask:
   * "Request of type 'wallet_requestPermissions' already pending").
   */
  requestPending: -32002,
} as const

export const HttpStatus = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  tooManyRequests: 429,
  serviceUnavailable: 503,
} as const
