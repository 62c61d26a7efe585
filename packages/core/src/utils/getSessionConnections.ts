import type { AdapterAccount, AdapterConnection } from '../adapters/ChainAdapter.ts'
import type { WalletConnectSession } from '../adapters/WalletConnectProvider.ts'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../types/ChainNamespace.ts'
import { isCaipAddress, parseCaipAddress } from './parseCaipAddress.ts'

/**
 * The connection a WalletConnect session gives each namespace: its first account is the active one, on that
 * account's chain. Malformed account ids are skipped; a namespace with none is left out.
 *
 * @example
 * getSessionConnections({ topic, namespaces: { eip155: { accounts: ['eip155:1:0xabc'] } } })
 * // { eip155: { address: '0xabc', chainId: '1', accounts: [{ namespace: 'eip155', address: '0xabc', type: 'eoa' }] } }
 */
export function getSessionConnections(
  session: Pick<WalletConnectSession, 'namespaces'>,
): Partial<Record<ChainNamespace, AdapterConnection>> {
  const connections: Partial<Record<ChainNamespace, AdapterConnection>> = {}
  for (const namespace of CHAIN_NAMESPACES) {
    const parsed = (session.namespaces[namespace]?.accounts ?? []).flatMap((account) => {
      if (!isCaipAddress(account)) return []
      const { chainNamespace, chainId, address } = parseCaipAddress(account)
      return chainNamespace === namespace ? [{ reference: chainId, address }] : []
    })
    const [first] = parsed
    if (!first) continue
    const addresses = [
      ...new Set(parsed.filter((entry) => entry.reference === first.reference).map((entry) => entry.address)),
    ]
    const accounts: AdapterAccount[] = addresses.map((address) => ({ namespace, address, type: 'eoa' }))
    connections[namespace] = { address: first.address, chainId: first.reference, accounts }
  }
  return connections
}
