import { buttonMessages } from './buttonMessages.ts'

/**
 * The connect button's text: `loadingLabel` (default 'Connecting...') while it loads, else `label` (default
 * 'Connect Wallet'). One rule for the React buttons and the button an element paints before React renders it.
 *
 * @example connectButtonLabel({ label: 'Sign in' }, false) // 'Sign in'
 */
export function connectButtonLabel(
  { label, loadingLabel }: { label?: string | undefined; loadingLabel?: string | undefined },
  loading: boolean,
): string {
  return loading ? (loadingLabel ?? buttonMessages.connecting) : (label ?? buttonMessages.connectWallet)
}
