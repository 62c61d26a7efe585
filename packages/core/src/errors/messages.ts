/**
 * Every user-facing and internal message of spec §5 and §8, defined once. Code uses these constants and
 * never repeats the text.
 */

/** Internal errors (spec §8). */
export const InternalMessages = {
  chainAdapterNotFound: 'Chain adapter not found',
  networkClientNotSet: 'NetworkController client not set',
  connectionClientNotSet: 'ConnectionController client not set',
  chainRequired: 'Chain is required...',
  chainNotSupported: 'Chain is not supported',
  connectBeforeRequest: 'Please call connect() before request()',
  signClientNotInitialized: 'Sign Client not initialized',
  siwxNotEnabled: 'SIWX is not enabled',
  noActiveCaipAddress: 'No ActiveCaipAddress found',
  unsupportedChain: 'Unsupported chain',
  adapterNotFound: 'Adapter not found',
  networkWithIdNotFound: 'Network with ID not found',
  adapterForNamespaceMissing: 'Adapter for namespace does not exist',
  addressOrAuthConnectorNotFound: 'Address or auth connector not found',
  networkNotFound: 'Network not found',
  /** Not in spec §8: a connector failed for a reason other than a user rejection. */
  connectionFailed: 'Connection failed',
} as const

/** Configuration and validation errors (spec §5). */
export const ValidationMessages = {
  siweAndSiwx: 'Cannot set both `siweConfig` and `siwx` options',
  removeLastNetwork: 'Cannot remove last network for a namespace',
  /** `{n}` is replaced with the seconds left. */
  emailCooldown: 'Please try again after {n} seconds',
  solanaSendInvalid: 'Please enter a valid amount and receiver address',
  invalidCaipAddress: 'Invalid CAIP address',
  invalidCaipNetworkId: 'Invalid CAIP network id',
  namespaceNotConfigured: 'Chain namespace is not configured',
} as const

/** API errors (spec §8). */
export const ApiMessages = {
  gasPriceUnsupported: 'Network not supported for Gas Price',
  swapsUnsupported: 'Network not supported for Swaps',
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  /** `{status}` is the HTTP status code of a non-2xx answer. */
  httpStatus: 'HTTP status code: {status}',
  /** `{ms}` is the per-request timeout. */
  requestTimeout: 'Request timed out after {ms} ms',
  networkRequestFailed: 'Network request failed',
  invalidResponse: 'Invalid API response',
} as const

/** Alerts (spec §8). */
export const AlertMessages = {
  networkNotFound: 'Network Not Found',
  invalidAppConfiguration: 'Invalid App Configuration',
  sessionExpired: 'Session Expired',
  projectIdNotConfigured: 'Project ID Not Configured',
} as const

/** Toasts (spec §8). */
export const ToastMessages = {
  authInitFailed: 'A problem occurred while trying initialize authentication',
  smartAccountsUnsupported: 'This application might not support Smart Accounts',
  signatureDeclined: 'Signature declined',
  somethingWentWrong: 'Something went wrong',
  solanaSendFailed: 'Failed to send transaction. Please try again.',
  transactionStarted: 'Transaction started',
  authenticating: 'Authenticating...',
  failedToDisconnect: 'Failed to disconnect',
  tokenBalanceUnavailable: ApiMessages.tokenBalanceUnavailable,
} as const

/** Embedded-wallet widget messages (spec §8) and RPC permission messages (spec §6). */
export const WidgetMessages = {
  unableToLoadEmailDependency: 'Unable to load email login dependency',
  requestAborted: 'Request was aborted',
  anErrorOccurred: 'An error occurred',
  rpcNotAllowed: 'Requested RPC call is not allowed',
  actionNotAllowed: 'Action not allowed',
} as const

/** Replaces `{name}` placeholders in a message. */
export function formatMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}

/** Relative time unit labels (spec §9), shortest first. */
export const RelativeTimeLabels = {
  second: 'sec',
  minute: 'min',
  hour: 'hr',
  day: 'd',
  month: 'mo',
  year: 'yr',
} as const
