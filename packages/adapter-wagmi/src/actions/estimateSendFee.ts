import type { AdapterSendFeeParameters } from '@org/appkit-core'
import { type Config, getGasPrice, estimateGas as wagmiEstimateGas } from '@wagmi/core'
import { getAddress } from 'viem'
import { toCoreError } from '../errors/toCoreError.ts'
import { encodeErc20Transfer } from './encodeErc20Transfer.ts'

/** The adapter's fee estimate, on a configured chain id instead of a CAIP network. */
export type ChainSendFeeParameters = Omit<AdapterSendFeeParameters, 'network'> & { chainId: number }

// What a plain transfer and an ERC-20 transfer cost when the node cannot estimate (a sender short of the amount,
// say): it only shifts the estimate shown; the wallet sets the real limit when it signs.
const NATIVE_TRANSFER_GAS = 21_000n
const TOKEN_TRANSFER_GAS = 65_000n

/**
 * A send's network fee in wei: the gas the node estimates for the native transfer, or for the token's ERC-20
 * `transfer` on its contract, times `feeRate` (the quoted gas price) or else the node's gas price. Part of the
 * adapter's lazy module (`wagmiRuntime.ts`); a failed gas-price read rejects with a core error.
 *
 * @example await estimateSendFee(config, { chainId: 1, address, to, amount: 10n ** 18n, feeRate: 10n ** 9n }) // 21000000000000n
 */
export async function estimateSendFee(config: Config, parameters: ChainSendFeeParameters): Promise<bigint> {
  const { chainId, token } = parameters
  const account = getAddress(parameters.address)
  const transaction = token
    ? {
        chainId,
        account,
        to: getAddress(token.address),
        value: 0n,
        data: encodeErc20Transfer(parameters.to, parameters.amount),
      }
    : { chainId, account, to: getAddress(parameters.to), value: parameters.amount }
  const gas = await wagmiEstimateGas(config, transaction).catch(() =>
    token ? TOKEN_TRANSFER_GAS : NATIVE_TRANSFER_GAS,
  )
  try {
    return gas * (parameters.feeRate ?? (await getGasPrice(config, { chainId })))
  } catch (error) {
    throw toCoreError(error, { chainId })
  }
}
