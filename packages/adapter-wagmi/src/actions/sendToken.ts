import type { AdapterSendTokenParameters } from '@org/appkit-core'
import type { Config } from '@wagmi/core'
import { erc20Abi, type Hash } from 'viem'
import { writeContract } from './writeContract.ts'

/** The adapter's token send, on a configured chain id instead of a CAIP network. */
export type ChainSendTokenParameters = Omit<AdapterSendTokenParameters, 'network'> & { chainId: number }

/**
 * Sends an ERC-20 token: the wallet calls the contract's `transfer(to, amount)`; failures as core errors. Part of
 * the adapter's lazy module (`wagmiRuntime.ts`), with viem's ERC-20 ABI and encoder.
 *
 * @example await sendToken(config, { chainId: 1, address, to, token: { address: usdc, decimals: 6 }, amount: 1n })
 */
export function sendToken(config: Config, parameters: ChainSendTokenParameters): Promise<Hash> {
  return writeContract(config, {
    chainId: parameters.chainId,
    address: parameters.address,
    contractAddress: parameters.token.address,
    abi: erc20Abi,
    method: 'transfer',
    args: [parameters.to, parameters.amount],
  })
}
