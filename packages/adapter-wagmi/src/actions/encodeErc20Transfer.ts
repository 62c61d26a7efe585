import { encodeFunctionData, erc20Abi, getAddress, type Hex } from 'viem'

/**
 * The calldata of an ERC-20 `transfer(to, amount)` (spec §7 "token 'transfer'"), for estimating a token send's gas;
 * the send itself goes through viem's contract call with the same ABI (`sendToken`).
 *
 * @example encodeErc20Transfer('0x7099…79C8', 1_000_000n) // '0xa9059cbb000…'
 */
export function encodeErc20Transfer(to: string, amount: bigint): Hex {
  return encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [getAddress(to), amount] })
}
