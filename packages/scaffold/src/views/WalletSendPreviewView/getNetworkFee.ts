export interface GetNetworkFeeParameters {
  /** The fee the adapter estimated, in the native token's smallest unit. */
  fee: bigint
  /** The native token's decimals (18 on EVM, 9 on Solana). */
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
 * A send's network fee in the native token and in USD.
 *
 * @example getNetworkFee({ fee: 21_000_000_000_000n, nativeDecimals: 18, nativePrice: 3000 })
 * // { fee: 21000000000000n, feeInUsd: 0.063 }
 */
export function getNetworkFee({ fee, nativeDecimals, nativePrice }: GetNetworkFeeParameters): NetworkFee {
  if (!nativePrice || nativePrice <= 0) return { fee, feeInUsd: undefined }
  // A fee fits a float comfortably once scaled down; exactness matters for the amount sent, not for this estimate.
  return { fee, feeInUsd: (Number(fee) / 10 ** nativeDecimals) * nativePrice }
}
