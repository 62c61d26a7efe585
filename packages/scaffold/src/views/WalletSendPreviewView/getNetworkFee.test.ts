import { expect, it } from 'vitest'
import { getNetworkFee } from './getNetworkFee.ts'

it('is gas times gas price, in wei and in USD at the native price', () => {
  const { fee, feeInUsd } = getNetworkFee({
    gas: 21_000n,
    gasPrice: 1_000_000_000n,
    nativeDecimals: 18,
    nativePrice: 3000,
  })
  expect(fee).toBe(21_000_000_000_000n)
  expect(feeInUsd).toBeCloseTo(0.063, 10)
})

it('has no USD value without a native price', () => {
  expect(
    getNetworkFee({ gas: 1n, gasPrice: 1n, nativeDecimals: 18, nativePrice: 0 }).feeInUsd,
  ).toBeUndefined()
  expect(getNetworkFee({ gas: 1n, gasPrice: 1n, nativeDecimals: 18, nativePrice: undefined }).feeInUsd).toBe(
    undefined,
  )
})
