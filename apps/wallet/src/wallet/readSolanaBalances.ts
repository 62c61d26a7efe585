import { Connection, PublicKey } from '@solana/web3.js'
import type { SolanaWalletChain } from '../chains/SolanaWalletChain.ts'
import type { SolanaBalance } from './SolanaBalance.ts'

/** Reads one balance in lamports; the default asks the chain's RPC (`getBalance`, confirmed). */
export type GetSolanaBalance = (chain: SolanaWalletChain, address: string) => Promise<bigint>

export const getSolanaBalanceFromRpc: GetSolanaBalance = async (chain, address) =>
  BigInt(await new Connection(chain.rpcUrl, 'confirmed').getBalance(new PublicKey(address)))

/**
 * Every address's balance on every chain, in that order; a chain that cannot be reached gives `unavailable` with
 * the reason instead of failing the others.
 *
 * @example await readSolanaBalances(config.solanaChains, ['oeYf6KAJ…'], getSolanaBalanceFromRpc)
 */
export async function readSolanaBalances(
  chains: readonly SolanaWalletChain[],
  addresses: readonly string[],
  getBalance: GetSolanaBalance,
): Promise<SolanaBalance[]> {
  const pairs = chains.flatMap((chain) => addresses.map((address) => ({ chain, address })))
  return Promise.all(
    pairs.map(async ({ chain, address }): Promise<SolanaBalance> => {
      const base = { chainId: chain.caipId, address }
      try {
        return { ...base, state: 'loaded', lamports: await getBalance(chain, address) }
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        return { ...base, state: 'unavailable', reason: reason.split('\n')[0] ?? reason }
      }
    }),
  )
}
