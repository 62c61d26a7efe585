/**
 * What just happened, for the page's status line. The controller reports events, never text: the page words
 * them (see `formatWalletNotice`).
 */
export type WalletNotice =
  | { type: 'paired' }
  | { type: 'proposalReceived'; dapp: string }
  | { type: 'sessionApproved'; dapp: string }
  | { type: 'proposalRejected'; dapp: string }
  | { type: 'proposalExpired'; dapp: string }
  | { type: 'requestReceived'; dapp: string; method: string }
  | { type: 'requestApproved'; dapp: string; method: string }
  | { type: 'requestRejected'; dapp: string; method: string }
  | { type: 'requestExpired'; dapp: string; method: string }
  | { type: 'chainSwitched'; dapp: string; chainId: string }
  | { type: 'sessionDisconnected'; dapp: string }
  | { type: 'sessionDeleted'; dapp: string }
