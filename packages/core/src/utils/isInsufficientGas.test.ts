import { describe, expect, it } from 'vitest'
import { isInsufficientGas } from './isInsufficientGas.ts'

describe('isInsufficientGas (spec §5)', () => {
  it('insufficient gas is flagged when the network balance is 0', () => {
    expect(isInsufficientGas({ networkBalanceInUSD: '0', gasPriceInUSD: undefined })).toBe(true)
    expect(isInsufficientGas({ networkBalanceInUSD: 0, gasPriceInUSD: 0.01, accountType: 'eoa' })).toBe(true)
  })

  it('insufficient gas is flagged when the network balance is below the gas price in USD', () => {
    expect(isInsufficientGas({ networkBalanceInUSD: '0.50', gasPriceInUSD: 0.75 })).toBe(true)
  })

  it('a network balance at or above the gas price in USD is enough', () => {
    expect(isInsufficientGas({ networkBalanceInUSD: '0.75', gasPriceInUSD: 0.75 })).toBe(false)
    expect(isInsufficientGas({ networkBalanceInUSD: '12', gasPriceInUSD: '0.75' })).toBe(false)
  })

  it('smart accounts skip the insufficient gas check', () => {
    expect(
      isInsufficientGas({ networkBalanceInUSD: '0', gasPriceInUSD: 1, accountType: 'smartAccount' }),
    ).toBe(false)
  })

  it('an unknown network balance is not flagged, and an unknown gas price only flags a zero balance', () => {
    expect(isInsufficientGas({ networkBalanceInUSD: undefined, gasPriceInUSD: 1 })).toBe(false)
    expect(isInsufficientGas({ networkBalanceInUSD: 'n/a', gasPriceInUSD: 1 })).toBe(false)
    expect(isInsufficientGas({ networkBalanceInUSD: '3', gasPriceInUSD: '' })).toBe(false)
  })
})
