import { describe, expect, it } from 'vitest'
import { bitcoin, devnet, mainnet, solana, solanaDevnet, solanaLocal } from '../networks/presets.ts'
import { toOptionalNamespaces } from './toOptionalNamespaces.ts'

describe('toOptionalNamespaces', () => {
  it('asks eip155 for its networks with their RPC URLs by chain id', () => {
    expect(toOptionalNamespaces([devnet, mainnet])).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:1'],
        methods: [
          'personal_sign',
          'eth_sendTransaction',
          'eth_signTypedData_v4',
          'eth_signTransaction',
          'eth_accounts',
          'eth_requestAccounts',
          'eth_chainId',
          'wallet_switchEthereumChain',
          'wallet_addEthereumChain',
        ],
        events: ['chainChanged', 'accountsChanged'],
        rpcMap: { 31337: 'http://127.0.0.1:8545', 1: 'https://eth.merkle.io' },
      },
    })
  })

  it('asks solana, when solana networks are configured, for the three signing methods, RPC URLs by reference', () => {
    expect(toOptionalNamespaces([solanaLocal, solanaDevnet])).toEqual({
      solana: {
        chains: ['solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
        methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
        events: ['accountsChanged', 'chainChanged'],
        rpcMap: {
          EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx: 'http://127.0.0.1:8899',
          EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'https://api.devnet.solana.com',
        },
      },
    })
  })

  it('asks both namespaces for a mixed dApp, and none that has no support yet (bip122)', () => {
    const proposal = toOptionalNamespaces([devnet, solana, bitcoin])
    expect(Object.keys(proposal).sort()).toEqual(['eip155', 'solana'])
    expect(proposal.eip155?.chains).toEqual(['eip155:31337'])
    expect(proposal.solana?.chains).toEqual(['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
  })

  it("uses a network's first custom RPC URL before its own", () => {
    const proposal = toOptionalNamespaces([solanaLocal, devnet], {
      'solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx': [{ url: 'http://127.0.0.1:9999' }],
      'eip155:31337': [{ url: 'http://127.0.0.1:7777' }, { url: 'http://127.0.0.1:7778' }],
    })
    expect(proposal.solana?.rpcMap).toEqual({ EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx: 'http://127.0.0.1:9999' })
    expect(proposal.eip155?.rpcMap).toEqual({ 31337: 'http://127.0.0.1:7777' })
  })

  it('proposes nothing for networks of no supported namespace', () => {
    expect(toOptionalNamespaces([bitcoin])).toEqual({})
    expect(toOptionalNamespaces([])).toEqual({})
  })
})
