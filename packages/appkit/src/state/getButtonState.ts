import type { ChainNamespace, ThemeMode, ThemeVariables } from '@org/appkit-core'
import type { CoreState } from '@org/appkit-core/internal'
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
 * The ButtonState of `namespace` (else the active one) in an instance's state; `getInitialButtonState` answers the
 * same before the state is made.
 *
 * @example const { loading } = getButtonState(state, 'eip155')
 */
export function getButtonState(
  { chain, connection, modal, theme }: Pick<CoreState, 'chain' | 'connection' | 'modal' | 'theme'>,
  namespace: ChainNamespace | undefined,
): ButtonState {
  const { themeMode, themeVariables } = theme.state
  return {
    themeMode,
    themeVariables,
    connected: getAccountState({ chain, connection }, namespace).isConnected,
    loading: isConnectButtonLoading({ chain, modal }, namespace),
  }
}
