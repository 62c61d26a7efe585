import type { AdapterAccount } from '@org/appkit-core'

/**
 * The core's accounts for a wallet's addresses (eip155 wallets hold externally owned accounts).
 *
 * @example
 * toAccounts(['0xf39F…2266']) // [{ namespace: 'eip155', address: '0xf39F…2266', type: 'eoa' }]
 */
export function toAccounts(addresses: readonly string[]): AdapterAccount[] {
  return addresses.map((address) => ({ namespace: 'eip155', address, type: 'eoa' }))
}
