import {
  devnetDefaults,
  devnetNamesAddress,
  devnetTokens,
  solanaDevnetChainId,
  solanaDevnetDefaults,
  solanaDevnetMint,
} from '@org/appkit-devnet'
import { solanaNativeCurrency } from '../solana/SolanaApiChain.ts'
import type { ApiChain } from './ApiChain.ts'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/**
 * The local stack's chains, all on loopback: the devnet (31337 on 8545) and the second devnet of `pnpm dev` (31338
 * on 8546), each with the devnet test tokens and the devnet names resolver at their fixed addresses, and the Solana
 * devnet (`solana:EZ9Mym…` on 8899) with its dUSD mint.
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
  const { address, name, symbol, decimals } = solanaDevnetMint
  return [
    local(devnetDefaults.chainId, devnetDefaults.port, 'Devnet'),
    local(devnetDefaults.secondChainId, devnetDefaults.secondPort, 'Devnet 2'),
    {
      namespace: 'solana',
      id: solanaDevnetChainId.slice('solana:'.length),
      name: 'Solana Devnet (local)',
      rpcUrl: `http://${solanaDevnetDefaults.host}:${solanaDevnetDefaults.port}`,
      nativeCurrency: { ...solanaNativeCurrency },
      tokens: [{ address, name, symbol, decimals }],
    },
  ]
}
