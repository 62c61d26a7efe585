import { AdapterRequestFailedError } from '@org/appkit-core'
import type { Hash } from 'viem'

/**
 * The wallet's answer to a send, checked to be a transaction hash (32 bytes of hex): wagmi hands back whatever the
 * wallet returned, and a broken wallet's `[null]` or `42` must not reach the dApp as a hash.
 *
 * @example toTransactionHash(await wagmiSendTransaction(config, parameters)) // '0x…'
 */
export function toTransactionHash(value: unknown): Hash {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)) return value as Hash
  throw new AdapterRequestFailedError({
    cause: new Error(`The wallet answered ${typeof value} instead of a transaction hash`),
  })
}
