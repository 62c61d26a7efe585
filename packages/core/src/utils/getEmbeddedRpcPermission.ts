/** How the embedded wallet treats an RPC method (spec §6). */
export type EmbeddedRpcPermission = 'safe' | 'confirm' | 'reject'

/** Run silently in the wallet frame: read-only calls, raw-transaction relay, capability and user-operation reads. */
export const EMBEDDED_SAFE_RPC_METHODS: readonly string[] = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
]

/** Need the visitor's confirmation in the ApproveTransaction view. */
export const EMBEDDED_CONFIRM_RPC_METHODS: readonly string[] = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
]

const SAFE = new Set(EMBEDDED_SAFE_RPC_METHODS)
const CONFIRM = new Set(EMBEDDED_CONFIRM_RPC_METHODS)

/**
 * Classifies an embedded-wallet RPC method (spec §6): `safe` runs silently, `confirm` forces the ApproveTransaction
 * view, anything else is `reject`ed with 'Requested RPC call is not allowed' (see `RpcNotAllowedError`).
 * Method names are matched exactly: JSON-RPC method names are case-sensitive.
 */
export function getEmbeddedRpcPermission(method: string): EmbeddedRpcPermission {
  if (SAFE.has(method)) return 'safe'
  if (CONFIRM.has(method)) return 'confirm'
  return 'reject'
}
