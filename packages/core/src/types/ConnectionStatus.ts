export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** WalletConnect's own status adds the error and buffering states. */
export type WalletConnectStatus = ConnectionStatus | 'wcError' | 'buffering'
