import { describe, expect, it } from 'vitest'
import { parseSolanaChains } from '../chains/parseSolanaChains.ts'
import { parseWalletChains } from '../chains/parseWalletChains.ts'
import { UnsupportedProposalError } from '../errors/UnsupportedProposalError.ts'
import { createProposal } from '../test/createProposal.ts'
import { buildWalletNamespaces } from './buildWalletNamespaces.ts'
import { solanaWalletEvents, solanaWalletMethods, walletEvents, walletMethods } from './walletCapabilities.ts'

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

describe('buildWalletNamespaces with the solana namespace', () => {
  const local = 'solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx'
  const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  const solanaChains = parseSolanaChains(`${local}=http://127.0.0.1:8899`)
  const solanaAddress = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
  const buildBoth = (namespaces: Parameters<typeof createProposal>[0]) =>
    buildWalletNamespaces({
      proposal: createProposal(namespaces),
      chains,
      address,
      solanaChains,
      solanaAddress,
    })
  const solanaMethods = [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAndSendTransaction',
    'solana_signAllTransactions',
  ]

  it('approves a required solana namespace with the Solana account as CAIP-10 and the four methods', () => {
    expect(
      buildBoth({
        requiredNamespaces: { solana: { chains: [local], methods: solanaMethods, events: [] } },
        optionalNamespaces: {},
      }),
    ).toEqual({
      solana: {
        chains: [local],
        methods: solanaMethods,
        events: [],
        accounts: [`${local}:${solanaAddress}`],
      },
    })
  })

  it('approves both namespaces when both are asked for (optional), each with its own account', () => {
    const namespaces = buildBoth({
      requiredNamespaces: {},
      optionalNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'] },
        solana: {
          chains: [mainnet, local],
          methods: ['solana_signMessage', 'solana_signAndSendTransaction', 'solana_signIn'],
          events: ['accountsChanged'],
        },
      },
    })
    expect(namespaces.eip155?.accounts).toEqual([`eip155:31337:${address}`])
    // Mainnet is not served and solana_signIn not implemented: both left out, as for eip155.
    expect(namespaces.solana).toEqual({
      chains: [local],
      methods: ['solana_signMessage', 'solana_signAndSendTransaction'],
      events: ['accountsChanged'],
      accounts: [`${local}:${solanaAddress}`],
    })
  })

  it('reads a chain-keyed namespace (solana:<ref>) as that chain', () => {
    const namespaces = buildBoth({
      requiredNamespaces: {},
      optionalNamespaces: { [local]: { methods: ['solana_signMessage'], events: [] } },
    })
    expect(namespaces.solana?.accounts).toEqual([`${local}:${solanaAddress}`])
  })

  it('leaves out an optional solana namespace on chains it does not serve, keeping eip155', () => {
    const namespaces = buildBoth({
      requiredNamespaces: {},
      optionalNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] },
        solana: { chains: [mainnet], methods: ['solana_signMessage'], events: [] },
      },
    })
    expect(Object.keys(namespaces)).toEqual(['eip155'])
  })

  it('gives both namespaces to a dApp that names none', () => {
    expect(buildBoth({ requiredNamespaces: {}, optionalNamespaces: {} }).solana).toEqual({
      chains: [local],
      methods: [...solanaWalletMethods],
      events: [...solanaWalletEvents],
      accounts: [`${local}:${solanaAddress}`],
    })
  })

  it.each([
    [
      'a required Solana chain it does not serve',
      {
        requiredNamespaces: { solana: { chains: [mainnet], methods: [], events: [] } },
        optionalNamespaces: {},
      },
      `This wallet cannot approve the proposal: it requires ${mainnet}`,
    ],
    [
      'only Solana chains it does not serve',
      {
        requiredNamespaces: {},
        optionalNamespaces: { solana: { chains: [mainnet], methods: [], events: [] } },
      },
      'This wallet cannot approve the proposal: none of the requested chains is served by this wallet',
    ],
    [
      'a required Solana method it lacks',
      {
        requiredNamespaces: { solana: { chains: [local], methods: ['solana_signIn'], events: [] } },
        optionalNamespaces: {},
      },
      'This wallet cannot approve the proposal: Non conforming namespaces.',
    ],
  ])('refuses a proposal with %s', (_, namespaces, message) => {
    expect(() => buildBoth(namespaces)).toThrow(UnsupportedProposalError)
    expect(() => buildBoth(namespaces)).toThrow(message)
  })

  it('answers no solana namespace when it serves no Solana chain', () => {
    const proposal = createProposal({
      requiredNamespaces: { solana: { chains: [local], methods: [], events: [] } },
      optionalNamespaces: {},
    })
    expect(() =>
      buildWalletNamespaces({ proposal, chains, address, solanaChains: [], solanaAddress }),
    ).toThrow('it requires the solana namespace')
  })
})
