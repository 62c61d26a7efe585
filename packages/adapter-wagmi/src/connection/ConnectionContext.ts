import type { Config } from '@wagmi/core'

/**
 * What the adapter's connection flows (loaded on first use) share with the adapter: its wagmi config and the
 * private state both sides read and change.
 */
export interface ConnectionContext {
  readonly config: Config
  /**
   * How many of the adapter's own connection flows are running: while above 0, wagmi's connection changes are
   * theirs, reported by their results rather than as events.
   */
  busy: number
  /** The EIP-1193 provider of each live connection, by connector id, kept for `getWalletProvider`. */
  readonly providers: Map<string, unknown>
  /**
   * The newest connect flow, by the wallet it asked: a wallet that answers an older flow after the visitor picked
   * another one (it hung, they left its view and chose again) must not take the connection over.
   */
  newestConnect?: { readonly connectorUid: string }
}
