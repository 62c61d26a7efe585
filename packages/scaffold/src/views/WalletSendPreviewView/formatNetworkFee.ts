import { DISPLAY_DECIMALS, formatAmount, formatMessage } from '@org/appkit-core/internal'
import type { AreaMessages } from '../../i18n/Messages.ts'
import { formatUsd } from '../AccountView/formatUsd.ts'

export interface FormattedNetworkFee {
  /** In the native token, to 3 decimals (spec §9), or 'Less than 0.001 ETH'. */
  amount: string
  /** In USD, or 'Less than $0.01'; undefined without a price. */
  usd: string | undefined
}

const SMALLEST_AMOUNT = `0.${'0'.repeat(DISPLAY_DECIMALS - 1)}1`
const SMALLEST_USD = 0.01

/**
 * A network fee for display: the amount to 3 decimals and its USD value, where a fee too small to show says so
 * instead of reading '0'.
 *
 * @example formatNetworkFee({ fee: 21_000_000_000_000n, feeInUsd: 0.063 }, { decimals: 18, symbol: 'ETH', locale: 'en', messages })
 * // { amount: 'Less than 0.001 ETH', usd: '$0.06' }
 */
export function formatNetworkFee(
  { fee, feeInUsd }: { fee: bigint; feeInUsd: number | undefined },
  {
    decimals,
    symbol,
    locale,
    messages,
  }: { decimals: number; symbol: string; locale: string; messages: AreaMessages<'send'> },
): FormattedNetworkFee {
  const shown = formatAmount(fee, { decimals })
  const amount =
    shown === '0' && fee > 0n
      ? formatMessage(messages.feeBelow, { amount: SMALLEST_AMOUNT, symbol })
      : `${shown} ${symbol}`
  const usd =
    feeInUsd === undefined
      ? undefined
      : feeInUsd > 0 && feeInUsd < SMALLEST_USD
        ? formatMessage(messages.usdBelow, { value: formatUsd(SMALLEST_USD, locale) })
        : formatUsd(feeInUsd, locale)
  return { amount, usd }
}
