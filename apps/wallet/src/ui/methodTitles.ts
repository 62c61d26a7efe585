/** The heading of each kind of request the user is asked about. */
export const methodTitles: Record<string, string> = {
  personal_sign: 'Sign message',
  eth_sendTransaction: 'Send transaction',
  eth_signTypedData_v4: 'Sign typed data',
  wallet_switchEthereumChain: 'Switch chain',
  solana_signMessage: 'Sign Solana message',
  solana_signTransaction: 'Sign Solana transaction',
  solana_signAndSendTransaction: 'Send Solana transaction',
  solana_signAllTransactions: 'Sign Solana transactions',
}

export function getMethodTitle(method: string): string {
  return methodTitles[method] ?? method
}
