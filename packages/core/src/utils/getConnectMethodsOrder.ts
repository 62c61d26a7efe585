import { DEFAULT_CONNECT_METHODS_ORDER, WALLET_FIRST_CONNECT_METHODS_ORDER } from '../constants/defaults.ts'
import type { Connector } from '../types/Connector.ts'
import type { ConnectMethod } from '../types/Features.ts'

export interface GetConnectMethodsOrderParameters {
  /** `features.connectMethodsOrder`: when set, it wins. */
  connectMethodsOrder?: readonly ConnectMethod[] | undefined
  /** The connectors the Connect view shows. */
  shownConnectors: readonly Pick<Connector, 'type'>[]
}

/**
 * The order of the Connect view's methods (spec §2): email, social, wallet by default; wallet, email, social when
 * an injected or announced wallet is shown; an explicit `connectMethodsOrder` overrides both.
 *
 * @example getConnectMethodsOrder({ shownConnectors: [{ type: 'ANNOUNCED' }] }) // ['wallet', 'email', 'social']
 */
export function getConnectMethodsOrder(
  parameters: GetConnectMethodsOrderParameters,
): readonly ConnectMethod[] {
  if (parameters.connectMethodsOrder) return parameters.connectMethodsOrder
  const showsBrowserWallet = parameters.shownConnectors.some(
    ({ type }) => type === 'INJECTED' || type === 'ANNOUNCED' || type === 'MULTI_CHAIN',
  )
  return showsBrowserWallet ? WALLET_FIRST_CONNECT_METHODS_ORDER : DEFAULT_CONNECT_METHODS_ORDER
}
