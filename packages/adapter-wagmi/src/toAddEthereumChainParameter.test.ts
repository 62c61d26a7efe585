import type { CaipNetwork } from '@org/appkit-core'
import { describe, expect, it } from 'vitest'
import { toAddEthereumChainParameter } from './toAddEthereumChainParameter.ts'

const base: CaipNetwork = {
  id: 8453,
  caipNetworkId: 'eip155:8453',
  chainNamespace: 'eip155',
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org', 'https://base.llamarpc.com'] } },
  blockExplorers: {
    default: { name: 'Basescan', url: 'https://basescan.org' },
    blockscout: { name: 'Blockscout', url: 'https://base.blockscout.com' },
  },
  assets: { imageUrl: 'https://example.org/base.png' },
}

describe('toAddEthereumChainParameter', () => {
  it('asks the wallet to add the network with its name, RPC URLs, currency, explorers and icon', () => {
    expect(toAddEthereumChainParameter(base)).toEqual({
      chainName: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['https://mainnet.base.org', 'https://base.llamarpc.com'],
      blockExplorerUrls: ['https://basescan.org', 'https://base.blockscout.com'],
      iconUrls: ['https://example.org/base.png'],
    })
  })

  it('leaves explorers and icons out when the network has none', () => {
    const { blockExplorers: _explorers, assets: _assets, ...bare } = base
    const parameter = toAddEthereumChainParameter(bare)
    expect(parameter).not.toHaveProperty('blockExplorerUrls')
    expect(parameter).not.toHaveProperty('iconUrls')
  })
})
