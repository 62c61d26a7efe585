import { expectTypeOf, it } from 'vitest'
import type { AppKitOptions } from './index.ts'
import {
  type AppKitNetwork,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  defineChain,
  mainnet,
} from './networks.ts'

// Checked by `tsc` (pnpm typecheck): the types a dApp imports from AppKit's networks entry, as it writes them.

/** viem's `Chain` as `viem/chains` types an OP Stack chain: L1 contracts keyed by the L1's chain id. */
interface ViemStyleChain {
  id: number
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: {
    [key: string]: { http: readonly string[]; webSocket?: readonly string[] | undefined }
    default: { http: readonly string[] }
  }
  blockExplorers?:
    | {
        [key: string]: { name: string; url: string; apiUrl?: string | undefined }
        default: { name: string; url: string }
      }
    | undefined
  contracts?:
    | {
        [key: string]:
          | { address: `0x${string}`; blockCreated?: number | undefined }
          | { [sourceId: number]: { address: `0x${string}` } | undefined }
          | undefined
      }
    | undefined
  sourceId?: number | undefined
  testnet?: boolean | undefined
  formatters?: undefined
  fees?: undefined
  serializers?: undefined
}

it('AppKitNetwork takes a viem chain, an AppKit-shaped network and a preset', () => {
  expectTypeOf<ViemStyleChain>().toExtend<AppKitNetwork>()
  expectTypeOf(mainnet).toExtend<AppKitNetwork>()
  expectTypeOf<CaipNetwork>().toExtend<AppKitNetwork>()
  expectTypeOf<AppKitOptions['networks'][number]>().toEqualTypeOf<AppKitNetwork>()
})

it('defineChain returns a network with its namespace and CAIP id set', () => {
  const network = defineChain({
    id: 31338,
    caipNetworkId: 'eip155:31338',
    chainNamespace: 'eip155',
    name: 'Second',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  })
  expectTypeOf(network.caipNetworkId).toExtend<CaipNetworkId>()
  expectTypeOf(network.chainNamespace).toEqualTypeOf<'eip155'>()
  expectTypeOf(network).toExtend<CaipNetwork>()
  expectTypeOf<ChainNamespace>().toEqualTypeOf<'eip155' | 'solana' | 'polkadot' | 'bip122'>()
})
