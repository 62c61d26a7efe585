/**
 * English strings of the send and receive area. Keys are camelCase; `{name}` placeholders go through
 * formatMessage. The toasts of a send ('Transaction started', 'Something went wrong') are the core's (common).
 */
export const sendMessages = {
  // Send form
  formLabel: 'Send tokens',
  amountLabel: 'Amount to send',
  amountInUsd: '≈ {value}',
  balance: 'Balance: {amount} {symbol}',
  max: 'Max',
  chooseToken: 'Select token',
  /** The token button's accessible name once a token is chosen. */
  changeToken: '{symbol} selected, change token',
  tokensLoading: 'Loading your tokens',
  receiverLabel: 'Receiver address or name',
  receiverAddressLabel: 'Receiver address',
  receiverPlaceholder: 'Address or name',
  receiverAddressPlaceholder: 'Address',
  resolvingName: 'Looking up {name}…',
  nameNotFound: 'No address found for {name}.',
  nameLookupFailed: 'Could not look up {name}. Check your connection and try again.',
  invalidAddress: 'Enter a valid {network} address.',
  receiver: 'Receiver',
  // The continue button names what is missing (spec §5: amount and receiver are required).
  buttonSelectToken: 'Select token',
  buttonAddAmount: 'Add amount',
  buttonInsufficientFunds: 'Insufficient funds',
  buttonAddAddress: 'Add address',
  buttonResolvingName: 'Finding address',
  buttonInvalidAddress: 'Invalid address',
  buttonPreview: 'Preview send',
  notConnectedTitle: 'No wallet connected',
  notConnectedDescription: 'Connect a wallet to send tokens.',
  // Token picker
  tokenSearchLabel: 'Search tokens',
  tokenSearchPlaceholder: 'Search token',
  clearSearch: 'Clear search',
  tokenListLabel: 'Your tokens',
  noTokensTitle: 'No tokens to send',
  noTokensDescription: 'Tokens you hold on {network} show up here.',
  noTokenFoundTitle: 'No tokens found',
  noTokenFoundDescription: 'No token matches “{query}”.',
  // Preview
  previewSending: 'You send',
  previewTo: 'To',
  previewDetails: 'Details',
  network: 'Network',
  networkFee: 'Network fee',
  feeEstimating: 'Estimating',
  feeUnavailable: 'Unavailable',
  /** A fee that rounds to 0 at 3 decimals. */
  feeBelow: 'Less than {amount} {symbol}',
  usdBelow: 'Less than {value}',
  insufficientGasTitle: 'Not enough {symbol} for the network fee',
  insufficientGasDescription: 'Add {symbol} on {network} to pay the fee, then try again.',
  confirm: 'Send',
  cancel: 'Cancel',
  nothingToReviewTitle: 'Nothing to review',
  nothingToReviewDescription: 'Choose a token, an amount and a receiver first.',
  backToSend: 'Back to send',
  // Receive
  receiveQrLabel: 'QR code of your address',
  receiveAddressLabel: 'Your address',
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  copyFailed: 'Could not copy',
  receiveNetworksHeading: 'Networks for this address',
  receiveNetworksDescription:
    'Send assets to this address only on these networks. Assets sent on another network may be lost.',
} as const
