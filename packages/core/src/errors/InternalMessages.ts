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
  /** Not in spec §8: the wallet still shows an earlier request of the same kind (code -32002). */
  requestPending: 'The wallet is already showing a request',
  /** Not in spec §8: `open({ view })` or a navigation asked for a view that cannot show (ViewNotAvailableError). */
  viewNotAvailable: 'The {view} view is not available',
  /** Not in spec §8: an instance method that needs the browser ran on a server (BrowserOnlyError). */
  browserOnly: 'The AppKit core does not run on a server',
  /** Not in spec §8: a method the connection cannot perform, e.g. a contract write without a chain adapter. */
  methodNotSupported: 'The {method} method is not supported',
  /** Not in spec §8: the WalletConnect pairing closed without the wallet approving a session. */
  pairingWithoutSession: 'The WalletConnect pairing ended without a session',
  /** Not in spec §8: a part of the SDK loaded on demand (`import()`) failed to load. */
  moduleLoadFailed: 'A part of the SDK failed to load',
  /** Not in spec §8: `parseUnits` got something other than a plain decimal number. */
  invalidDecimalNumber: 'Not a decimal number',
} as const
