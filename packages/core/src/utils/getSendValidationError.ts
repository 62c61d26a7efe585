import { SendValidationError } from '../errors/SendValidationError.ts'
import type { ChainNamespace } from '../types/ChainNamespace.ts'

export interface SendValidationParameters {
  chainNamespace: ChainNamespace
  /** The amount as typed, in token units (e.g. `'0.5'`). */
  sendTokenAmount?: string | number | undefined
  receiverAddress?: string | undefined
  /** The token being sent; no `address` means the network's native token (spec §3). */
  token?: { address?: string | undefined; quantity?: { decimals: string | number } | undefined } | undefined
  gasPrice?: bigint | number | string | undefined
}

const DECIMAL = /^(?:\d+\.?\d*|\.\d+)$/

/**
 * The reason a send cannot start, or undefined when it can (spec §5): every send needs a positive amount and a
 * receiver; an EVM send also needs the token's decimals, and an EVM native send the gas price.
 *
 * @example getSendValidationError({ chainNamespace: 'solana', receiverAddress: 'Abc' })?.message
 * // 'Please enter a valid amount and receiver address'
 */
export function getSendValidationError(
  parameters: SendValidationParameters,
): SendValidationError | undefined {
  const { chainNamespace } = parameters
  if (!isPositiveAmount(parameters.sendTokenAmount))
    return new SendValidationError('amountRequired', chainNamespace)
  if (!parameters.receiverAddress?.trim()) return new SendValidationError('receiverRequired', chainNamespace)
  if (chainNamespace !== 'eip155') return undefined
  const isNative = !parameters.token?.address
  if (isNative && (parameters.gasPrice === undefined || parameters.gasPrice === '')) {
    return new SendValidationError('gasPriceRequired', chainNamespace)
  }
  if (!hasDecimals(parameters.token)) return new SendValidationError('tokenDecimalsRequired', chainNamespace)
  return undefined
}

function isPositiveAmount(amount: string | number | undefined): boolean {
  if (typeof amount === 'number') return Number.isFinite(amount) && amount > 0
  if (typeof amount !== 'string') return false
  const trimmed = amount.trim()
  // Tested on the string, not via Number(), so huge amounts keep their precision and '1e3' or '0x1' are refused.
  return DECIMAL.test(trimmed) && /[1-9]/.test(trimmed)
}

function hasDecimals(token: SendValidationParameters['token']): boolean {
  const decimals = token?.quantity?.decimals
  if (decimals === undefined || decimals === '') return false
  const value = Number(decimals)
  return Number.isInteger(value) && value >= 0
}
