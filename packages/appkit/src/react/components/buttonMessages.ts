/** The buttons' default labels (reference §4.4 defaults). */
export const buttonMessages = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting...',
  selectNetwork: 'Select Network',
  switchNetwork: 'Switch Network',
} as const
