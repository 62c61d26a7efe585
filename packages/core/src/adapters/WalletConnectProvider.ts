/** One namespace of a WalletConnect session: CAIP-10 accounts (`eip155:1:0xabc…`) and CAIP-2 chains. */
export interface WalletConnectSessionNamespace {
  accounts: string[]
  chains?: string[]
  methods?: string[]
  events?: string[]
}

/** The part of a WalletConnect session the SDK reads. */
export interface WalletConnectSession {
  topic: string
  namespaces: Record<string, WalletConnectSessionNamespace>
  peer?: { metadata?: { name?: string; icons?: string[]; url?: string } }
}

/**
 * The WalletConnect session provider (a `@walletconnect/universal-provider` instance), as adapters use it: an
 * EIP-1193-style `request` scoped to a CAIP-2 chain, and the session's events (`session_delete`,
 * `accountsChanged`, `chainChanged`, `display_uri`).
 */
export interface WalletConnectProvider {
  request<T = unknown>(args: { method: string; params?: unknown }, chain?: string): Promise<T>
  on(event: string, listener: (...args: never[]) => void): void
  removeListener(event: string, listener: (...args: never[]) => void): void
  setDefaultChain(chain: string, rpcUrl?: string): void
  disconnect(): Promise<void>
  readonly session?: WalletConnectSession | undefined
}

/**
 * How an adapter reaches the one WalletConnect session of the page: `@org/appkit` owns it (its SDK loads on first
 * use) and hands this to every adapter with `setWalletConnect`. The pairing itself (QR code, URI) happens before
 * an adapter's `connect({ type: 'WALLET_CONNECT' })`, which then reads the approved session.
 */
export interface WalletConnectSource {
  getProvider(): Promise<WalletConnectProvider>
}
