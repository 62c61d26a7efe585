import { devnetDefaults, devnetNamesAddress, devnetTokens } from '@org/appkit-devnet'
import type { ApiChain } from './ApiChain.ts'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/**
 * The local stack's chains: the devnet (31337 on 8545) and the second devnet of `pnpm dev` (31338 on 8546), each
 * with the devnet test tokens and the devnet names resolver at their fixed addresses.
 */
export function defaultChains(): ApiChain[] {
  const local = (id: number, port: number, name: string): ApiChain => ({
    id,
    name,
    rpcUrl: `http://${devnetDefaults.host}:${port}`,
    nativeCurrency: ether,
    tokens: devnetTokens.map((token) => ({ ...token })),
    ensUniversalResolver: devnetNamesAddress,
  })
  return [
    local(devnetDefaults.chainId, devnetDefaults.port, 'Devnet'),
    local(devnetDefaults.secondChainId, devnetDefaults.secondPort, 'Devnet 2'),
  ]
}
