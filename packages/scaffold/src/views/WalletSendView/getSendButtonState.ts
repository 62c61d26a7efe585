import type { SendTokenBalance } from '@org/appkit-core/internal'
import { getTokenBalanceAmount } from './getTokenBalanceAmount.ts'
import { toBaseUnits } from './toBaseUnits.ts'

/** Where the receiver field stands: empty, a name being looked up, an address, or neither. */
export type ReceiverStatus = 'empty' | 'resolving' | 'valid' | 'invalid' | 'notFound'

/** What the send form's continue button says: the first thing missing, or `ready` to preview. */
export type SendButtonState =
  | 'selectToken'
  | 'addAmount'
  | 'insufficientFunds'
  | 'addAddress'
  | 'resolvingName'
  | 'invalidAddress'
  | 'ready'

export interface GetSendButtonStateParameters {
  token: Pick<SendTokenBalance, 'quantity'> | undefined
  /** As typed, in token units. */
  amount: string | undefined
  receiver: ReceiverStatus
}

/**
 * The send form's state in the order a visitor fills it (spec §5: a send needs a positive amount and a
 * receiver): a token, a positive amount within the balance, then a receiver address (or a name that resolved).
 *
 * @example getSendButtonState({ token: eth, amount: '', receiver: 'empty' }) // 'addAmount'
 */
export function getSendButtonState({
  token,
  amount,
  receiver,
}: GetSendButtonStateParameters): SendButtonState {
  if (!token) return 'selectToken'
  const decimals = Number(token.quantity.decimals)
  const units = toBaseUnits(amount, decimals)
  if (units === undefined || units === 0n) return 'addAmount'
  const balance = toBaseUnits(getTokenBalanceAmount(token), decimals)
  if (balance !== undefined && units > balance) return 'insufficientFunds'
  if (receiver === 'empty') return 'addAddress'
  if (receiver === 'resolving') return 'resolvingName'
  if (receiver === 'invalid' || receiver === 'notFound') return 'invalidAddress'
  return 'ready'
}
