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
