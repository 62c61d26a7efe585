import type { AdapterTransactionParameters } from '@org/appkit-core'
import { type Address, getAddress, type Hex } from 'viem'

/** The adapter's transaction, on a configured chain id instead of a CAIP network. */
export type ChainTransactionParameters = Omit<AdapterTransactionParameters, 'network'> & { chainId: number }

/**
 * What the sending and the estimating action both hand to wagmi: chain, checksummed sender and receiver, value and
 * optional data (the fee fields are the sender's own business).
 *
 * @example wagmiEstimateGas(config, toWalletTransaction({ chainId: 1, address, to, value: 1n }))
 */
export function toWalletTransaction(parameters: ChainTransactionParameters): {
  chainId: number
  account: Address
  to: Address
  value: bigint
  data?: Hex
} {
  return {
    chainId: parameters.chainId,
    account: getAddress(parameters.address),
    to: getAddress(parameters.to),
    value: parameters.value,
    ...(parameters.data ? { data: parameters.data as Hex } : {}),
  }
}
