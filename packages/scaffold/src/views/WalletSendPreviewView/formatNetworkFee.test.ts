import { expect, it } from 'vitest'
import { enMessages } from '../../i18n/enMessages.ts'
import { formatNetworkFee } from './formatNetworkFee.ts'

const context = { decimals: 18, symbol: 'ETH', locale: 'en', messages: enMessages.send }

it('shows the fee to 3 decimals with its USD value', () => {
  expect(formatNetworkFee({ fee: 1_234_567_000_000_000n, feeInUsd: 3.8 }, context)).toEqual({
    amount: '0.001 ETH',
    usd: '$3.80',
  })
})

it('says "less than" for a fee that rounds to 0, and leaves out an unknown USD value', () => {
  expect(formatNetworkFee({ fee: 21_000_000_000_000n, feeInUsd: 0.004 }, context)).toEqual({
    amount: 'Less than 0.001 ETH',
    usd: 'Less than $0.01',
  })
  expect(formatNetworkFee({ fee: 0n, feeInUsd: undefined }, context)).toEqual({
    amount: '0 ETH',
    usd: undefined,
  })
})
