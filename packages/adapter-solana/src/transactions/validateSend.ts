import { SendValidationError } from '@org/appkit-core'
import { PublicKey } from '@solana/web3.js'

const U64_MAX = 2n ** 64n - 1n

/**
 * The receiver of a send as a public key, and the amount checked to be a positive u64: otherwise the spec's Solana
 * message, 'Please enter a valid amount and receiver address' (SendValidationError), before any wallet prompt.
 *
 * @example validateSend({ to: 'not-an-address', amount: 1n }) // throws SendValidationError('receiverRequired')
 */
export function validateSend({ to, amount }: { to: string; amount: bigint }): { receiver: PublicKey } {
  if (amount <= 0n || amount > U64_MAX) throw new SendValidationError('amountRequired', 'solana')
  let receiver: PublicKey
  try {
    receiver = new PublicKey(to.trim())
  } catch {
    throw new SendValidationError('receiverRequired', 'solana')
  }
  return { receiver }
}
