/**
 * The eip155 methods a session with this wallet may call: the four it asks the user about, and the two it answers
 * by itself. Nothing is listed that the wallet does not implement.
 */
export const walletMethods = [
  'eth_accounts',
  'eth_chainId',
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
] as const

/** The session events this wallet emits. */
export const walletEvents = ['chainChanged', 'accountsChanged'] as const

/**
 * The solana methods a session may call, as WalletConnect's Solana RPC reference defines them; all four are
 * asked of the user.
 */
export const solanaWalletMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
] as const

/** The solana session events a dApp may ask for (AppKit asks for `accountsChanged`). */
export const solanaWalletEvents = ['accountsChanged', 'chainChanged'] as const
