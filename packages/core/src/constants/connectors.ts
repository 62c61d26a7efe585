// Connector names and ids that adapters and the core share. A module of their own: an adapter that needs one
// must not pull the controller or the list logic it was first written beside into a page's first load.

/** The id connections through a WalletConnect session are recorded under. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** The name wallets without EIP-6963 support get from the generic injected connector. */
export const GENERIC_INJECTED_CONNECTOR_NAME = 'Browser Wallet'
