import { describe, expect, it } from 'vitest'
import { ToastMessages, ValidationMessages } from '../errors/messages.ts'
import { SendValidationError } from '../errors/SendValidationError.ts'
import { getSendValidationError } from './getSendValidationError.ts'

const ETH = { quantity: { decimals: '18', numeric: '1' } }
const USDC = {
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  quantity: { decimals: '6', numeric: '5' },
}
const RECEIVER = '0x1111111111111111111111111111111111111111'

describe('getSendValidationError (spec §5: sending requires amount and receiver)', () => {
  it('on Solana a missing amount shows "Please enter a valid amount and receiver address"', () => {
    const error = getSendValidationError({ chainNamespace: 'solana', receiverAddress: 'Abc' })
    expect(error).toBeInstanceOf(SendValidationError)
    expect(error?.reason).toBe('amountRequired')
    expect(error?.shortMessage).toBe(ValidationMessages.solanaSendInvalid)
  })

  it('on Solana a missing receiver shows "Please enter a valid amount and receiver address"', () => {
    const error = getSendValidationError({
      chainNamespace: 'solana',
      sendTokenAmount: '1',
      receiverAddress: '  ',
    })
    expect(error?.reason).toBe('receiverRequired')
    expect(error?.shortMessage).toBe(ValidationMessages.solanaSendInvalid)
  })

  it('on Solana an amount and a receiver are enough', () => {
    expect(
      getSendValidationError({ chainNamespace: 'solana', sendTokenAmount: '0.5', receiverAddress: 'Abc' }),
    ).toBe(undefined)
  })

  it('a zero, negative, non-numeric or exponent amount is not a valid amount', () => {
    for (const sendTokenAmount of ['0', '0.000', '-1', 'abc', '1e3', '', 0, -2, Number.NaN]) {
      expect(
        getSendValidationError({ chainNamespace: 'solana', sendTokenAmount, receiverAddress: 'Abc' })?.reason,
      ).toBe('amountRequired')
    }
    expect(
      getSendValidationError({ chainNamespace: 'solana', sendTokenAmount: 0.1, receiverAddress: 'Abc' }),
    ).toBe(undefined)
    expect(
      getSendValidationError({ chainNamespace: 'solana', sendTokenAmount: '.5', receiverAddress: 'Abc' }),
    ).toBe(undefined)
  })

  it('an EVM native send needs receiver, amount, gas price and token decimals', () => {
    const valid = {
      chainNamespace: 'eip155' as const,
      sendTokenAmount: '0.1',
      receiverAddress: RECEIVER,
      token: ETH,
    }
    expect(getSendValidationError({ ...valid, gasPrice: 1_000_000_000n })).toBe(undefined)
    expect(getSendValidationError({ ...valid, receiverAddress: undefined, gasPrice: 1n })?.reason).toBe(
      'receiverRequired',
    )
    expect(getSendValidationError({ ...valid, sendTokenAmount: undefined, gasPrice: 1n })?.reason).toBe(
      'amountRequired',
    )
    expect(getSendValidationError(valid)?.reason).toBe('gasPriceRequired')
    expect(getSendValidationError({ ...valid, gasPrice: 1n, token: undefined })?.reason).toBe(
      'tokenDecimalsRequired',
    )
    expect(
      getSendValidationError({ ...valid, gasPrice: 1n, token: { quantity: { decimals: '' } } })?.reason,
    ).toBe('tokenDecimalsRequired')
    expect(
      getSendValidationError({ ...valid, gasPrice: 1n, token: { quantity: { decimals: '1.5' } } })?.reason,
    ).toBe('tokenDecimalsRequired')
  })

  it('an EVM send that cannot start carries the EVM failure message, not the Solana one', () => {
    const error = getSendValidationError({ chainNamespace: 'eip155', receiverAddress: RECEIVER })
    expect(error?.shortMessage).toBe(ToastMessages.somethingWentWrong)
    expect(error?.chainNamespace).toBe('eip155')
  })

  it('an EVM token send needs decimals but not the native gas price', () => {
    const params = {
      chainNamespace: 'eip155' as const,
      sendTokenAmount: '5',
      receiverAddress: RECEIVER,
      token: USDC,
    }
    expect(getSendValidationError(params)).toBe(undefined)
  })

  it('other namespaces require only amount and receiver', () => {
    expect(
      getSendValidationError({ chainNamespace: 'bip122', sendTokenAmount: '0.001', receiverAddress: 'bc1q' }),
    ).toBe(undefined)
    expect(getSendValidationError({ chainNamespace: 'polkadot', sendTokenAmount: '1' })?.reason).toBe(
      'receiverRequired',
    )
  })
})
