import type { LocalAccount } from 'viem'
import type { SolanaWalletAccount } from '../accounts/SolanaWalletAccount.ts'
import { getSolanaChain } from '../chains/getSolanaChain.ts'
import { getWalletChain } from '../chains/getWalletChain.ts'
import type { SolanaWalletChain } from '../chains/SolanaWalletChain.ts'
import type { WalletChain } from '../chains/WalletChain.ts'
import { addChainToNamespaces } from '../namespaces/addChainToNamespaces.ts'
import { isSolanaRequest } from '../requests/isSolanaRequest.ts'
import { signSessionRequest } from '../requests/signSessionRequest.ts'
import { signSolanaRequest } from '../requests/signSolanaRequest.ts'
import type { WalletKitClient } from './createWalletKit.ts'
import { getSessionAccounts } from './getSessionAccounts.ts'
import { getSessionSolanaAccounts } from './getSessionSolanaAccounts.ts'
import type { RequestView } from './RequestView.ts'

export interface PerformApprovedRequestParameters {
  walletKit: WalletKitClient
  view: RequestView
  chains: readonly WalletChain[]
  accounts: readonly LocalAccount[]
  solanaChains?: readonly SolanaWalletChain[]
  solanaAccounts?: readonly SolanaWalletAccount[]
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
  solanaChains = [],
  solanaAccounts = [],
}: PerformApprovedRequestParameters): Promise<{ result: unknown; switchedTo?: WalletChain }> {
  const { request, topic } = view
  const session = walletKit.getActiveSessions()[topic]
  if (isSolanaRequest(request)) {
    const chain = getSolanaChain(solanaChains, view.chainId)
    const shared = getSessionSolanaAccounts(session, view.chainId, solanaAccounts)
    return { result: await signSolanaRequest({ request, chain, accounts: shared }) }
  }
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
