import { expect, it } from 'vitest'
import { toChainReference, toWalletConnectChain, toWalletStandardChain } from './solanaClusters.ts'

const mainnet = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
}
const local = {
  id: 'EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx',
  caipNetworkId: 'solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx',
}

it('names a public cluster as Wallet Standard wallets list it, and another network by its CAIP-2 id', () => {
  expect(toWalletStandardChain(mainnet, ['solana:mainnet', 'solana:devnet'])).toBe('solana:mainnet')
  expect(toWalletStandardChain(mainnet, [mainnet.caipNetworkId])).toBe(mainnet.caipNetworkId)
  expect(toWalletStandardChain(mainnet)).toBe('solana:mainnet')
  expect(toWalletStandardChain(local, [local.caipNetworkId])).toBe(local.caipNetworkId)
})

it('reads the CAIP-2 reference of a wallet chain', () => {
  expect(toChainReference('solana:devnet')).toBe('EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  expect(toChainReference(local.caipNetworkId)).toBe(local.id)
  expect(toChainReference('solana:localnet')).toBeUndefined()
  expect(toChainReference('eip155:1')).toBeUndefined()
})

it('addresses WalletConnect requests to the older mainnet id only when the session lacks the current one', () => {
  expect(toWalletConnectChain(mainnet, ['solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ'])).toBe(
    'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
  )
  expect(
    toWalletConnectChain(mainnet, [mainnet.caipNetworkId, 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ']),
  ).toBe(mainnet.caipNetworkId)
})
