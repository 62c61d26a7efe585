import type { CaipNetwork, CustomRpcUrl } from '@org/appkit-core'
import { http, type Transport } from '@wagmi/core'
import { fallbackTransport } from './fallbackTransport.ts'

export interface CreateTransportsParameters {
  networks: readonly CaipNetwork[]
  /** Transports the dApp set per chain id; they win over everything else. */
  transports?: Readonly<Record<number, Transport>> | undefined
  /** Extra RPC URLs per CAIP network id, tried before the network's own ones. */
  customRpcUrls?: Readonly<Record<string, readonly CustomRpcUrl[]>> | undefined
}

/**
 * One wagmi transport per eip155 network: the dApp's transport for that chain if it gave one; otherwise HTTP
 * to its custom RPC URLs, then the network's default RPC URLs, tried in order when there are several (fallbackTransport).
 * Nothing points at a hosted RPC the dApp did not choose.
 *
 * @example
 * createTransports({ networks: [devnet], customRpcUrls: { 'eip155:31337': [{ url: 'http://127.0.0.1:8545' }] } })
 */
export function createTransports(parameters: CreateTransportsParameters): Record<number, Transport> {
  const result: Record<number, Transport> = {}
  for (const network of parameters.networks) {
    const chainId = Number(network.id)
    const own = parameters.transports?.[chainId]
    if (own) {
      result[chainId] = own
      continue
    }
    const custom = parameters.customRpcUrls?.[network.caipNetworkId] ?? []
    const seen = new Set<string>()
    const candidates: Transport[] = []
    for (const { url, config } of [
      ...custom,
      ...network.rpcUrls.default.http.map((url): CustomRpcUrl => ({ url })),
    ]) {
      if (seen.has(url)) continue
      seen.add(url)
      candidates.push(http(url, config))
    }
    const [first, ...rest] = candidates
    // A network without any RPC URL still gets viem's default HTTP transport (the chain's own URL, if any).
    result[chainId] = first === undefined ? http() : rest.length === 0 ? first : fallbackTransport(candidates)
  }
  return result
}
