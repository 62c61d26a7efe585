import { formatUnits } from 'viem'

/** Lamports as SOL (9 decimals), every significant digit kept: `10000`, `0.000005`. */
export function formatSol(lamports: bigint): string {
  return formatUnits(lamports, 9)
}
