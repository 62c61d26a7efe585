import type { AccountType } from '../types/AccountType.ts'

export interface IsInsufficientGasParameters {
  /** The native-token balance in USD; undefined while unknown. */
  networkBalanceInUSD: string | number | undefined
  /** The estimated gas cost in USD; undefined while unknown. */
  gasPriceInUSD: string | number | undefined
  accountType?: AccountType | undefined
}

/**
 * Whether the account cannot pay the network fee: its network balance is 0 or below the gas price in USD. Smart
 * accounts skip the check because a paymaster may sponsor the fee (spec §5).
 */
export function isInsufficientGas(parameters: IsInsufficientGasParameters): boolean {
  if (parameters.accountType === 'smartAccount') return false
  const balance = toNumber(parameters.networkBalanceInUSD)
  if (balance === undefined) return false
  if (balance === 0) return true
  const gas = toNumber(parameters.gasPriceInUSD)
  return gas !== undefined && balance < gas
}

function toNumber(value: string | number | undefined): number | undefined {
  if (value === undefined || value === '') return undefined
  const number = Number(value)
  return Number.isFinite(number) ? number : undefined
}
