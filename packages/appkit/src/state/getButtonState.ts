import type { ChainNamespace, ThemeMode, ThemeVariables } from '@org/appkit-core'
import type { AppKitView } from './AppKitView.ts'
import { getAccountState } from './getAccountState.ts'
import { isConnectButtonLoading } from './isConnectButtonLoading.ts'

/** What a connect button shows of an instance: its theme, and whether a wallet is connected or connecting. */
export interface ButtonState {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  /** A wallet is connected in the namespace (the account button shows then). */
  connected: boolean
  /** The connect button shows its loading label: a connection in progress, or the modal open. */
  loading: boolean
}

/**
 * The ButtonState of `namespace` (else the active one) in an instance's view: its state's snapshots, or the state it
 * starts from before that is made (`getInitialAppKitView`).
 *
 * @example const { loading } = getButtonState(getInitialAppKitView(sources), 'eip155')
 */
export function getButtonState(
  { chain, connection, modal, theme }: Pick<AppKitView, 'chain' | 'connection' | 'modal' | 'theme'>,
  namespace: ChainNamespace | undefined,
): ButtonState {
  const { themeMode, themeVariables } = theme
  return {
    themeMode,
    themeVariables,
    connected: getAccountState({ chain, connection }, namespace).isConnected,
    loading: isConnectButtonLoading({ chain, modal }, namespace),
  }
}
