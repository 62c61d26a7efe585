/** Embedded-wallet widget messages (spec §8) and RPC permission messages (spec §6). */
export const WidgetMessages = {
  unableToLoadEmailDependency: 'Unable to load email login dependency',
  requestAborted: 'Request was aborted',
  anErrorOccurred: 'An error occurred',
  rpcNotAllowed: 'Requested RPC call is not allowed',
  actionNotAllowed: 'Action not allowed',
} as const
