import { getAddress, isAddress, zeroAddress } from 'viem'
import { nativeTokenAddress } from '../config/nativeTokenAddress.ts'
import type { AccountNamespace } from './AccountNamespace.ts'

/** EVM addresses: 0x hex in any case, indexed lowercase, shown checksummed; the zero address mints and burns. */
export const evmNamespace: AccountNamespace = {
  name: 'eip155',
  isAddress: (value) => isAddress(value, { strict: false }),
  indexKey: (address) => address.toLowerCase(),
  displayAddress: (stored) => getAddress(stored),
  nullAddress: zeroAddress,
  nativeTokenAddress,
}
