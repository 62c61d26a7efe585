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
} as const
