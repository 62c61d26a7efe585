import type { SessionTypes } from '@walletconnect/types'
import type { WalletChain } from '../chains/WalletChain.ts'

/**
 * A session's namespaces with `chain` added to eip155 (its chains, and every account of the session on it), for
 * `wallet_switchEthereumChain` to a configured chain the session did not include yet. Unchanged (the same object)
 * when the session already has the chain.
 */
export function addChainToNamespaces(
  namespaces: SessionTypes.Namespaces,
  chain: WalletChain,
): SessionTypes.Namespaces {
  const eip155 = namespaces.eip155
  if (!eip155) return namespaces
  const chains = eip155.chains ?? [
    ...new Set(eip155.accounts.map((account) => account.split(':', 2).join(':'))),
  ]
  if (chains.includes(chain.caipId)) return namespaces
  const addresses = [...new Set(eip155.accounts.map((account) => account.split(':')[2] ?? ''))].filter(
    Boolean,
  )
  return {
    ...namespaces,
    eip155: {
      ...eip155,
      chains: [...chains, chain.caipId],
      accounts: [...eip155.accounts, ...addresses.map((address) => `${chain.caipId}:${address}`)],
    },
  }
}
