import { causeChain } from './causeChain.ts'

function codeOf(error: unknown): number | undefined {
  const code = (error as { code?: unknown }).code
  if (typeof code === 'number') return code
  // Some providers send the code as a numeric string.
  if (typeof code === 'string' && /^-?\d+$/.test(code)) return Number(code)
  return undefined
}

/**
 * The wallet's own answer is the innermost error that carries a code: wagmi and viem wrap it in errors with codes
 * of their own (wagmi reports any failed switch as viem's `SwitchChainError`, code 4902, and any failed
 * `wallet_addEthereumChain` as a rejection, 4001), so the outer codes do not say what the wallet said.
 *
 * @example walletCode(new SwitchChainError(Object.assign(new Error(), { code: -32603 }))) // -32603
 */
export function walletCode(error: unknown): number | undefined {
  let found: number | undefined
  for (const link of causeChain(error)) found = codeOf(link) ?? found
  return found
}
