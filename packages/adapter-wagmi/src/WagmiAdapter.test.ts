import { type CaipNetwork, ChainNotConfiguredError, createMemoryStorage } from '@org/appkit-core'
import { createStorage } from '@wagmi/core'
import { defineChain } from 'viem'
import { describe, expect, it } from 'vitest'
import { WagmiAdapter } from './WagmiAdapter.ts'

// Construction only: no wallet and no chain are needed (the devnet-backed behaviour is in the sibling files).

const ethereum: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
const base: CaipNetwork = { ...ethereum, id: 8453, caipNetworkId: 'eip155:8453', name: 'Base' }
const solana: CaipNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}

const storage = () => createStorage({ storage: createMemoryStorage() })

describe('new WagmiAdapter', () => {
  it('builds a wagmi config whose chains are the eip155 networks in order, the first as default', () => {
    const adapter = new WagmiAdapter({
      projectId: 'p',
      networks: [solana, base, ethereum],
      storage: storage(),
    })
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.projectId).toBe('p')
    expect(adapter.networks).toEqual([base, ethereum])
    expect(adapter.wagmiConfig.chains.map((chain) => [chain.id, chain.name])).toEqual([
      [8453, 'Base'],
      [1, 'Ethereum'],
    ])
    expect(adapter.wagmiConfig.state.chainId).toBe(8453)
    adapter.destroy()
  })

  it('takes networks as dApps write them: a plain viem chain, an AppKit-shaped network without a CAIP id, a preset', () => {
    const devnet = defineChain({
      id: 31337,
      name: 'Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    })
    const optimism = {
      id: 10,
      chainNamespace: 'eip155',
      name: 'OP Mainnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9545'] } },
    } as const
    const networks = [devnet, solana, optimism, ethereum] as const

    const adapter = new WagmiAdapter({ projectId: 'p', networks, storage: storage() })

    expect(adapter.networks.map((network) => network.caipNetworkId)).toEqual([
      'eip155:31337',
      'eip155:10',
      'eip155:1',
    ])
    expect(adapter.networks[0]).toMatchObject({ chainNamespace: 'eip155', name: 'Devnet' })
    // A network that is complete already is kept as it is (identity checks on presets keep working).
    expect(adapter.networks[2]).toBe(ethereum)
    expect(adapter.wagmiConfig.chains.map((chain) => chain.id)).toEqual([31337, 10, 1])
    expect(adapter.wagmiConfig.state.chainId).toBe(31337)
    adapter.destroy()
  })

  it('needs at least one eip155 network', () => {
    expect(() => new WagmiAdapter({ projectId: 'p', networks: [solana] })).toThrow(ChainNotConfiguredError)
  })

  it('declares only what it implements: sends, balances, signatures and contract writes', () => {
    const adapter = new WagmiAdapter({ projectId: 'p', networks: [ethereum], storage: storage() })
    expect(adapter.capabilities).toEqual({
      send: true,
      swap: false,
      names: false,
      history: false,
      balance: true,
      signMessage: true,
      writeContract: true,
      embeddedWallet: false,
    })
    adapter.destroy()
  })
})
