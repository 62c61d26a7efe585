import type { WalletConnectProvider } from '@org/appkit-core'

/** What wagmi and the dApp see: an EIP-1193 provider whose requests go through the WalletConnect session. */
export interface WalletConnectEip1193Provider {
  request<T = unknown>(args: { method: string; params?: unknown }): Promise<T>
  /** The session provider underneath (the universal provider). */
  readonly walletConnect: WalletConnectProvider
}
