import { describe, expect, it } from 'vitest'
import { createProposal } from '../test/createProposal.ts'
import { toProposalView } from './ProposalView.ts'

describe('toProposalView', () => {
  it('merges required and optional namespaces into what the page lists, required chains marked', () => {
    const view = toProposalView(
      createProposal(
        {
          requiredNamespaces: {
            eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'] },
          },
          optionalNamespaces: {
            eip155: {
              chains: ['eip155:31337', 'eip155:31338'],
              methods: ['personal_sign', 'eth_sendTransaction'],
              events: [],
            },
            'eip155:1': { methods: ['eth_signTypedData_v4'], events: ['accountsChanged'] },
          },
        },
        {
          name: 'Lab',
          url: 'http://127.0.0.1:5173',
          icons: ['https://example.com/i.png', 'http://127.0.0.1:5173/i.png'],
        },
      ),
    )
    expect(view).toEqual({
      id: 1_700_000_000_000_001,
      dapp: {
        name: 'Lab',
        url: 'http://127.0.0.1:5173',
        description: 'A dApp',
        icon: 'http://127.0.0.1:5173/i.png',
        verification: 'unverified',
      },
      namespaces: ['eip155'],
      chains: ['eip155:31337', 'eip155:31338', 'eip155:1'],
      requiredChains: ['eip155:31337'],
      methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4'],
      events: ['chainChanged', 'accountsChanged'],
      expiresAt: 1_700_000_300,
    })
  })

  it('names a dApp without a name, and shows no icon it would have to fetch remotely', () => {
    const view = toProposalView(
      createProposal(
        { requiredNamespaces: {}, optionalNamespaces: {} },
        { name: '  ', icons: ['https://x.org/i.png'] },
      ),
    )
    expect(view.dapp).toMatchObject({ name: 'Unnamed dApp', icon: undefined })
    expect(view.chains).toEqual([])
    expect(view.namespaces).toEqual([])
  })

  it('lists the namespaces asked for, keyed by namespace or by chain, required first', () => {
    const local = 'solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx'
    const view = toProposalView(
      createProposal({
        requiredNamespaces: { solana: { chains: [local], methods: ['solana_signMessage'], events: [] } },
        optionalNamespaces: { 'eip155:31337': { methods: ['personal_sign'], events: [] } },
      }),
    )
    expect(view).toMatchObject({
      namespaces: ['solana', 'eip155'],
      chains: [local, 'eip155:31337'],
      requiredChains: [local],
      methods: ['solana_signMessage', 'personal_sign'],
    })
  })
})
