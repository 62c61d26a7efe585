import type { LocalAccount } from 'viem'
import { getWalletChain } from '../chains/getWalletChain.ts'
import type { WalletChain } from '../chains/WalletChain.ts'
import { addChainToNamespaces } from '../namespaces/addChainToNamespaces.ts'
import { signSessionRequest } from '../requests/signSessionRequest.ts'
import type { WalletKitClient } from './createWalletKit.ts'
import { getSessionAccounts } from './getSessionAccounts.ts'
import type { RequestView } from './RequestView.ts'

export interface PerformApprovedRequestParameters {
  walletKit: WalletKitClient
  view: RequestView
  chains: readonly WalletChain[]
  accounts: readonly LocalAccount[]
}

/**
 * Carries out a request the user approved: the JSON-RPC result, and for a chain switch the chain to announce
 * (chainChanged) once the dApp has the answer. Throws the wallet's typed errors.
 */
export async function performApprovedRequest({
  walletKit,
  view,
  chains,
  accounts,
}: PerformApprovedRequestParameters): Promise<{ result: unknown; switchedTo?: WalletChain }> {
  const { request, topic } = view
  const session = walletKit.getActiveSessions()[topic]
  if (request.method === 'wallet_switchEthereumChain') {
    const chain = getWalletChain(chains, request.chainId)
    if (session) {
      // A configured chain the dApp did not ask for at first joins the session before the switch.
      const namespaces = addChainToNamespaces(session.namespaces, chain)
      if (namespaces !== session.namespaces) {
        const { acknowledged } = await walletKit.updateSession({ topic, namespaces })
        await acknowledged()
      }
    }
    return { result: null, switchedTo: chain }
  }
  if (request.method === 'eth_accounts' || request.method === 'eth_chainId') {
    throw new Error(`${request.method} is answered without asking`)
  }
  const chain = getWalletChain(chains, view.chainId)
  const shared = getSessionAccounts(session, view.chainId, accounts)
  return { result: await signSessionRequest({ request, chain, accounts: shared }) }
}
