/** API errors (spec §8). */
export const ApiMessages = {
  gasPriceUnsupported: 'Network not supported for Gas Price',
  swapsUnsupported: 'Network not supported for Swaps',
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  /** `{status}` is the HTTP status code of a non-2xx answer. */
  httpStatus: 'HTTP status code: {status}',
  /** `{ms}` is the per-request timeout. */
  requestTimeout: 'Request timed out after {ms} ms',
  networkRequestFailed: 'Network request failed',
  invalidResponse: 'Invalid API response',
} as const
