import { AdapterRequestFailedError } from '@org/appkit-core'
import type { Hex } from 'viem'

/**
 * The wallet's answer to `personal_sign`, checked to be hex bytes (any length: smart accounts sign ERC-1271 and
 * ERC-6492 blobs): wagmi hands back whatever the wallet returned, and a broken wallet's number or object must not
 * reach the dApp as a signature.
 *
 * @example toSignature(await wagmiSignMessage(config, parameters)) // '0x…'
 */
export function toSignature(value: unknown): Hex {
  if (typeof value === 'string' && /^0x(?:[0-9a-fA-F]{2})+$/.test(value)) return value as Hex
  throw new AdapterRequestFailedError({
    cause: new Error(`The wallet answered ${typeof value} instead of a signature`),
  })
}
