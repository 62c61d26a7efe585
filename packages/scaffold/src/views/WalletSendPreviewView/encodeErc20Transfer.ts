/** The 4-byte selector of `transfer(address,uint256)`. */
const TRANSFER_SELECTOR = 'a9059cbb'

/**
 * The calldata of an ERC-20 `transfer(to, amount)`, for estimating the fee of a token send (the send itself goes
 * through the adapter's `writeContract`).
 *
 * @example encodeErc20Transfer('0x7099...79C8', 1_000_000n) // '0xa9059cbb000...'
 */
export function encodeErc20Transfer(to: string, amount: bigint): `0x${string}` {
  const address = to.toLowerCase().replace(/^0x/, '')
  if (!/^[0-9a-f]{40}$/.test(address)) throw new TypeError(`Not an EVM address: ${to}`)
  if (amount < 0n) throw new RangeError('A transfer amount cannot be negative')
  return `0x${TRANSFER_SELECTOR}${address.padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`
}
