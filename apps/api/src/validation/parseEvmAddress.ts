import { type Address, getAddress, isAddress } from 'viem'
import { ApiHttpError } from '../http/ApiHttpError.ts'

/** A 0x EVM address in any case, returned checksummed; 400 `field` "The address provided is invalid" otherwise. */
export function parseEvmAddress(value: string, field = 'address'): Address {
  if (!isAddress(value, { strict: false }))
    throw new ApiHttpError(400, field, 'The address provided is invalid')
  return getAddress(value)
}
