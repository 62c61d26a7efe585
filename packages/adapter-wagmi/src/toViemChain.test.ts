import { type CaipNetwork, ChainNotSupportedError, toCaipNetwork } from '@org/appkit-core'
import { celo } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { toViemChain } from './toViemChain.ts'

const optimism: CaipNetwork = {
  id: 10,
  caipNetworkId: 'eip155:10',
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } },
}

describe('toViemChain', () => {
  it('carries the viem-compatible fields of an eip155 network', () => {
    expect(toViemChain(optimism)).toMatchObject({
      id: 10,
      name: 'OP Mainnet',
      nativeCurrency: optimism.nativeCurrency,
      rpcUrls: optimism.rpcUrls,
      blockExplorers: optimism.blockExplorers,
    })
  })

  it('reads a numeric string id and keeps viem contracts a preset carries', () => {
    const multicall3 = { address: '0xca11bde05977b3631167028862be2a173976ca11' as const }
    const chain = toViemChain({ ...optimism, id: '10', contracts: { multicall3 } } as CaipNetwork)
    expect(chain.id).toBe(10)
    expect(chain.contracts?.multicall3).toEqual(multicall3)
  })

  it("keeps what a viem chain carries beyond the network's fields (formatters, serializers, fees), and drops the AppKit fields", () => {
    const chain = toViemChain(
      toCaipNetwork({ ...celo, assets: { imageUrl: 'https://example.org/celo.svg' } }),
    )
    expect(chain.formatters).toBe(celo.formatters)
    expect(chain.serializers).toBe(celo.serializers)
    expect(chain.fees).toBe(celo.fees)
    expect(chain.contracts).toEqual(celo.contracts)
    expect(chain).not.toHaveProperty('caipNetworkId')
    expect(chain).not.toHaveProperty('chainNamespace')
    expect(chain).not.toHaveProperty('assets')
  })

  it("refuses a network of another namespace with 'Chain is not supported'", () => {
    expect(() =>
      toViemChain({ ...optimism, id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', chainNamespace: 'solana' }),
    ).toThrow(ChainNotSupportedError)
  })
})
