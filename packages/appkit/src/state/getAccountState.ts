import type { ChainNamespace } from '@org/appkit-core'
import type { ChainControllerState, ConnectionControllerState } from '@org/appkit-core/internal'
import type { Snapshot } from 'valtio/vanilla'
import type { AppKitAccount } from '../AppKit.ts'

export interface AccountStateSources {
  chain: Snapshot<ChainControllerState>
  connection: Snapshot<ConnectionControllerState>
}

/** The account before `createAppKit`, or of a namespace with none. */
export const DISCONNECTED_ACCOUNT: AppKitAccount = {
  allAccounts: [],
  address: undefined,
  caipAddress: undefined,
  isConnected: false,
  status: undefined,
  embeddedWalletInfo: undefined,
}

/**
 * The account of `namespace` (default: the active one) in the shape `useAppKitAccount` returns. Works on the
 * controllers' state and on its snapshots alike.
 *
 * @example getAccountState({ chain: core.chain.state, connection: core.connection.state }).isConnected
 */
export function getAccountState(
  { chain, connection }: AccountStateSources,
  namespace: ChainNamespace | undefined = chain.activeNamespace,
): AppKitAccount {
  const account = namespace ? chain.chains[namespace]?.account : undefined
  if (!namespace || !account) return DISCONNECTED_ACCOUNT
  const isEmbedded = connection.connections[namespace]?.connectorType === 'AUTH'
  return {
    allAccounts: account.allAccounts,
    address: account.address,
    caipAddress: account.caipAddress,
    isConnected: account.status === 'connected' && account.caipAddress !== undefined,
    status: account.status,
    embeddedWalletInfo: isEmbedded
      ? {
          user: account.user,
          authProvider: account.socialProvider ?? 'email',
          accountType: account.preferredAccountType,
          isSmartAccountDeployed: account.smartAccountDeployed,
        }
      : undefined,
  }
}
