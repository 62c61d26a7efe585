import { expect, it } from 'vitest'
import { getNetworkFee } from './getNetworkFee.ts'

it('keeps the fee in the smallest unit and values it in USD at the native price', () => {
  const { fee, feeInUsd } = getNetworkFee({ fee: 21_000_000_000_000n, nativeDecimals: 18, nativePrice: 3000 })
  expect(fee).toBe(21_000_000_000_000n)
  expect(feeInUsd).toBeCloseTo(0.063, 10)
})

it('has no USD value without a native price', () => {
  expect(getNetworkFee({ fee: 1n, nativeDecimals: 18, nativePrice: 0 }).feeInUsd).toBeUndefined()
  expect(getNetworkFee({ fee: 1n, nativeDecimals: 9, nativePrice: undefined }).feeInUsd).toBe(undefined)
})
