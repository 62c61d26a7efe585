/** English strings of the network area. Keys are camelCase; `{name}` placeholders go through formatMessage. */
export const networkMessages = {
  // Header titles the shell may show for these views.
  networksTitle: 'Choose network',
  switchNetworkTitle: 'Switch network',
  unsupportedChainTitle: 'Switch network',
  // Networks
  searchLabel: 'Search networks',
  searchPlaceholder: 'Search network',
  clearSearch: 'Clear search',
  namespaceEip155: 'EVM networks',
  namespaceSolana: 'Solana',
  namespacePolkadot: 'Polkadot',
  namespaceBip122: 'Bitcoin',
  testnet: 'Testnet',
  notApprovedByWallet: 'Not supported by your wallet',
  needsOtherWallet: 'Not available with this wallet',
  noResultsTitle: 'No networks found',
  noResultsDescription: 'No network matches “{query}”.',
  whatIsANetwork: 'What is a network?',
  switchDeclined: 'Switch declined',
  switchFailed: 'Could not switch network',
  // Switch network
  approveInWallet: 'Approve in wallet',
  approveSwitchDescription: 'Accept the switch to {network} in your wallet.',
  switchingTo: 'Switching to {network}',
  switchDeclinedDescription: 'You declined the switch to {network} in your wallet.',
  switchFailedDescription: 'Your wallet could not switch to {network}.',
  tryAgain: 'Try again',
  noNetworkTitle: 'No network selected',
  noNetworkDescription: 'Go back and pick the network to switch to.',
  // Unsupported chain
  unsupportedTitle: 'Network not supported',
  unsupportedDescription:
    'Your wallet is on a network this app does not support. Switch to a supported network to continue.',
  supportedNetworks: 'Supported networks',
  disconnect: 'Disconnect',
} as const
