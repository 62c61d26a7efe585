import type { SessionTypes } from '@walletconnect/types'
import { describe, expect, it } from 'vitest'
import { addChainToNamespaces } from './addChainToNamespaces.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chain31338 = { caipId: 'eip155:31338', chainId: 31_338, rpcUrl: 'http://127.0.0.1:8546' } as const
const session: SessionTypes.Namespaces = {
  eip155: {
    chains: ['eip155:31337'],
    methods: ['personal_sign'],
    events: ['chainChanged'],
    accounts: [`eip155:31337:${address}`],
  },
}

describe('addChainToNamespaces', () => {
  it("adds the chain and the session's account on it, keeping methods and events", () => {
    expect(addChainToNamespaces(session, chain31338)).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        methods: ['personal_sign'],
        events: ['chainChanged'],
        accounts: [`eip155:31337:${address}`, `eip155:31338:${address}`],
      },
    })
  })

  it('derives the chains from the accounts when the namespace does not list them', () => {
    const { chains: _, ...withoutChains } = session.eip155!
    const updated = addChainToNamespaces({ eip155: withoutChains }, chain31338)
    expect(updated.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
  })

  it('returns the same namespaces when the session has the chain already, or has no eip155', () => {
    const withChain = addChainToNamespaces(session, chain31338)
    expect(addChainToNamespaces(withChain, chain31338)).toBe(withChain)
    const solanaOnly: SessionTypes.Namespaces = {
      solana: { methods: [], events: [], accounts: ['solana:x:y'] },
    }
    expect(addChainToNamespaces(solanaOnly, chain31338)).toBe(solanaOnly)
  })
})
