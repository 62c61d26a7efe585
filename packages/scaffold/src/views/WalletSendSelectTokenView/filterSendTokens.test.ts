import { expect, it } from 'vitest'
import { filterSendTokens } from './filterSendTokens.ts'

const tokens = [
  { name: 'Ether', symbol: 'ETH', quantity: { decimals: '18', numeric: '1' } },
  { name: 'USD Coin', symbol: 'USDC', quantity: { decimals: '6', numeric: '5' } },
  { name: 'Punks', symbol: 'PUNK', quantity: { decimals: '0', numeric: '3' } },
]

it('drops 0-decimal tokens (spec §5) and keeps the order', () => {
  expect(filterSendTokens(tokens, '').map((token) => token.symbol)).toEqual(['ETH', 'USDC'])
})

it('matches the query in name or symbol, ignoring case and spaces', () => {
  expect(filterSendTokens(tokens, ' usd ').map((token) => token.symbol)).toEqual(['USDC'])
  expect(filterSendTokens(tokens, 'ether').map((token) => token.symbol)).toEqual(['ETH'])
  expect(filterSendTokens(tokens, 'punk')).toEqual([])
})
