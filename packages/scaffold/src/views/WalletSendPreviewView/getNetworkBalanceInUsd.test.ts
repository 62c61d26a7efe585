import type { SendTokenBalance } from '@org/appkit-core/internal'
import { expect, it } from 'vitest'
import { getNetworkBalanceInUsd } from './getNetworkBalanceInUsd.ts'

const eth: SendTokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  price: 3000,
  value: 4500,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
}
const usdc: SendTokenBalance = { ...eth, symbol: 'USDC', address: 'eip155:1:0xa0b8', price: 1, value: 5 }

it("is the native token's USD value, or its quantity times its price", () => {
  expect(getNetworkBalanceInUsd([usdc, eth])).toBe('4500')
  const { value: _value, ...withoutValue } = eth
  expect(getNetworkBalanceInUsd([withoutValue])).toBe('4500')
})

it('is 0 without native tokens, and unknown without a price or a token list', () => {
  expect(getNetworkBalanceInUsd([usdc])).toBe('0')
  expect(getNetworkBalanceInUsd([{ ...eth, quantity: { decimals: '18', numeric: '0' } }])).toBe('0')
  expect(getNetworkBalanceInUsd([{ ...eth, price: 0, value: 0 }])).toBeUndefined()
  expect(getNetworkBalanceInUsd([])).toBeUndefined()
})
