import { describe, expect, it } from 'vitest'
import { getSendButtonState } from './getSendButtonState.ts'
import { getTokenBalanceAmount } from './getTokenBalanceAmount.ts'

const usdc = { quantity: { decimals: '6', numeric: '250.000001' } }

describe('getSendButtonState (spec §5: amount and receiver are required)', () => {
  it('asks for a token first', () => {
    expect(getSendButtonState({ token: undefined, amount: '1', receiver: 'valid' })).toBe('selectToken')
  })

  it('asks for a positive amount', () => {
    for (const amount of [undefined, '', '0', '0.000', '.', 'abc']) {
      expect(getSendButtonState({ token: usdc, amount, receiver: 'valid' })).toBe('addAmount')
    }
  })

  it('says the funds are insufficient above the balance, to the last decimal', () => {
    expect(getSendButtonState({ token: usdc, amount: '250.000002', receiver: 'valid' })).toBe(
      'insufficientFunds',
    )
    expect(getSendButtonState({ token: usdc, amount: '250.000001', receiver: 'valid' })).toBe('ready')
  })

  it('then asks for a receiver, waits for a name and refuses an invalid one', () => {
    expect(getSendButtonState({ token: usdc, amount: '1', receiver: 'empty' })).toBe('addAddress')
    expect(getSendButtonState({ token: usdc, amount: '1', receiver: 'resolving' })).toBe('resolvingName')
    expect(getSendButtonState({ token: usdc, amount: '1', receiver: 'invalid' })).toBe('invalidAddress')
    expect(getSendButtonState({ token: usdc, amount: '1', receiver: 'notFound' })).toBe('invalidAddress')
    expect(getSendButtonState({ token: usdc, amount: '1', receiver: 'valid' })).toBe('ready')
  })
})

describe('getTokenBalanceAmount', () => {
  it('is the whole balance as a plain decimal, never rounded up', () => {
    expect(getTokenBalanceAmount(usdc)).toBe('250.000001')
    expect(getTokenBalanceAmount({ quantity: { decimals: '18', numeric: '1e-7' } })).toBe('0.0000001')
    expect(getTokenBalanceAmount({ quantity: { decimals: '2', numeric: '1.239' } })).toBe('1.23')
  })
})
