import { describe, expect, it } from 'vitest'
import { parseWalletChains } from '../chains/parseWalletChains.ts'
import { UnsupportedProposalError } from '../errors/UnsupportedProposalError.ts'
import { createProposal } from '../test/createProposal.ts'
import { buildWalletNamespaces } from './buildWalletNamespaces.ts'
import { walletEvents, walletMethods } from './walletCapabilities.ts'

const chains = parseWalletChains('eip155:31337=http://127.0.0.1:8545,eip155:31338=http://127.0.0.1:8546')
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const build = (namespaces: Parameters<typeof createProposal>[0]) =>
  buildWalletNamespaces({ proposal: createProposal(namespaces), chains, address })

describe('buildWalletNamespaces', () => {
  it('shares the account on every configured chain the dApp asked for, with the methods both sides know', () => {
    const namespaces = build({
      requiredNamespaces: {},
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:31337', 'eip155:31338', 'eip155:1'],
          methods: [
            'personal_sign',
            'eth_sendTransaction',
            'eth_signTypedData_v4',
            'wallet_switchEthereumChain',
            'eth_sign',
          ],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    })
    expect(namespaces).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        methods: [
          'personal_sign',
          'eth_sendTransaction',
          'eth_signTypedData_v4',
          'wallet_switchEthereumChain',
        ],
        events: ['chainChanged', 'accountsChanged'],
        accounts: [`eip155:31337:${address}`, `eip155:31338:${address}`],
      },
    })
  })

  it('offers only the chains asked for: a dApp on 31337 alone gets 31337 alone', () => {
    const namespaces = build({
      requiredNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] } },
      optionalNamespaces: {},
    })
    expect(namespaces.eip155?.accounts).toEqual([`eip155:31337:${address}`])
  })

  it('reads chain-keyed namespaces (eip155:31338) as that chain', () => {
    const namespaces = build({
      requiredNamespaces: {},
      optionalNamespaces: { 'eip155:31338': { methods: ['personal_sign'], events: ['chainChanged'] } },
    })
    expect(namespaces.eip155?.accounts).toEqual([`eip155:31338:${address}`])
  })

  it('gives everything the wallet serves to a dApp that names no namespace', () => {
    expect(build({ requiredNamespaces: {}, optionalNamespaces: {} })).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        methods: [...walletMethods],
        events: [...walletEvents],
        accounts: [`eip155:31337:${address}`, `eip155:31338:${address}`],
      },
    })
  })

  it.each([
    [
      'a required chain it does not serve',
      {
        requiredNamespaces: { eip155: { chains: ['eip155:1'], methods: [], events: [] } },
        optionalNamespaces: {},
      },
      'This wallet cannot approve the proposal: it requires eip155:1',
    ],
    [
      'a required namespace other than eip155',
      {
        requiredNamespaces: { solana: { chains: ['solana:x'], methods: [], events: [] } },
        optionalNamespaces: {},
      },
      'This wallet cannot approve the proposal: it requires the solana namespace',
    ],
    [
      'a required method it lacks',
      {
        requiredNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['eth_sign'], events: [] } },
        optionalNamespaces: {},
      },
      'This wallet cannot approve the proposal: Non conforming namespaces.',
    ],
    [
      'only chains it does not serve',
      {
        requiredNamespaces: {},
        optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: [], events: [] } },
      },
      'This wallet cannot approve the proposal: none of the requested chains is served by this wallet',
    ],
  ])('refuses a proposal with %s', (_, namespaces, message) => {
    expect(() => build(namespaces)).toThrow(UnsupportedProposalError)
    expect(() => build(namespaces)).toThrow(message)
  })
})
