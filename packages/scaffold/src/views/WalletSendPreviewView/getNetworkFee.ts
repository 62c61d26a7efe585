export interface GetNetworkFeeParameters {
  /** Gas units the transaction needs. */
  gas: bigint
  /** Price of one gas unit, in the native token's smallest unit (wei). */
  gasPrice: bigint
  /** The native token's decimals (18 on EVM). */
  nativeDecimals: number
  /** The native token's USD price; 0 or undefined when unknown. */
  nativePrice: number | undefined
}

export interface NetworkFee {
  /** In the native token's smallest unit. */
  fee: bigint
  /** In USD; undefined when the native price is unknown. */
  feeInUsd: number | undefined
}

/**
 * A transaction's network fee, gas × gas price, in the native token and in USD.
 *
 * @example getNetworkFee({ gas: 21_000n, gasPrice: 10n ** 9n, nativeDecimals: 18, nativePrice: 3000 })
 * // { fee: 21000000000000n, feeInUsd: 0.063 }
 */
export function getNetworkFee({
  gas,
  gasPrice,
  nativeDecimals,
  nativePrice,
}: GetNetworkFeeParameters): NetworkFee {
  const fee = gas * gasPrice
  if (!nativePrice || nativePrice <= 0) return { fee, feeInUsd: undefined }
  // A fee fits a float comfortably once scaled down; exactness matters for the amount sent, not for this estimate.
  return { fee, feeInUsd: (Number(fee) / 10 ** nativeDecimals) * nativePrice }
}
