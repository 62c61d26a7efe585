import type { CaipNetwork } from '@org/appkit-core'
import { http, type Transport } from '@wagmi/core'
import type { Chain } from 'viem'
import { describe, expect, it } from 'vitest'
import { createTransports } from './createTransports.ts'
import { toViemChain } from './toViemChain.ts'

const network: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

// What a transport resolves to for a chain: its kind and the URLs it would call, in order.
function describeTransport(transport: Transport | undefined, chain: Chain) {
  const resolved = transport?.({ chain })
  // A fallback holds its transports already resolved for the chain.
  const value = resolved?.value as { url?: string; transports?: { value?: { url?: string } }[] }
  return {
    type: resolved?.config.type,
    urls: value.transports ? value.transports.map((inner) => inner.value?.url) : [value.url],
  }
}

describe('createTransports', () => {
  const chain = toViemChain(network)

  it('calls the network’s own RPC URL by default', () => {
    const transports = createTransports({ networks: [network] })
    expect(describeTransport(transports[31337], chain)).toEqual({
      type: 'http',
      urls: ['http://127.0.0.1:8545'],
    })
  })

  it('tries custom RPC URLs first, then the network’s, each once', () => {
    const transports = createTransports({
      networks: [network],
      customRpcUrls: {
        'eip155:31337': [{ url: 'http://127.0.0.1:9000' }, { url: 'http://127.0.0.1:8545' }],
      },
    })
    expect(describeTransport(transports[31337], chain)).toEqual({
      type: 'fallback',
      urls: ['http://127.0.0.1:9000', 'http://127.0.0.1:8545'],
    })
  })

  it('uses the transport the dApp gave for a chain as it is', () => {
    const own = http('http://127.0.0.1:7000')
    expect(createTransports({ networks: [network], transports: { 31337: own } })[31337]).toBe(own)
  })
})
