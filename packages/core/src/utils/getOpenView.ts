import type { RouterView } from '../types/RouterView.ts'

export interface GetOpenViewParameters {
  /** Whether any chain adapter is configured (none: WalletConnect-only "universal" mode). */
  hasAdapters: boolean
  isConnected: boolean
  isMobile: boolean
  /** The view the caller asked for, if any. */
  view?: RouterView | undefined
}

/**
 * The view the modal opens on (spec §2), first rule that applies: with no adapters and no account, AllWallets on
 * mobile, otherwise ConnectingWalletConnectBasic; a requested view; Account when connected; otherwise Connect.
 *
 * @example getOpenView({ hasAdapters: true, isConnected: true, isMobile: false }) // 'Account'
 */
export function getOpenView(parameters: GetOpenViewParameters): RouterView {
  if (!parameters.hasAdapters && !parameters.isConnected) {
    return parameters.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  }
  if (parameters.view) return parameters.view
  return parameters.isConnected ? 'Account' : 'Connect'
}
