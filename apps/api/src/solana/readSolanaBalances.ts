import { formatUnits } from 'viem'
import type { BalanceReadOptions } from '../chain/AccountChain.ts'
import type { ApiBalance } from '../chain/ApiBalance.ts'
import type { SolanaChainHandle } from './createSolanaChainHandle.ts'
import { readU64 } from './parseRpcJson.ts'
import { solanaNativeTokenAddress } from './solanaNamespace.ts'
import type { RpcTokenAccount, RpcWithContext } from './solanaRpcTypes.ts'
import { solanaTokenPrograms } from './solanaTokenPrograms.ts'

const COMMITMENT = 'confirmed'

interface Holding {
  mint: string
  amount: bigint
  decimals: number
}

/** The wallet's SPL holdings: one per mint (the amounts of several token accounts of one mint added up). */
function holdingsOf(accounts: readonly RpcTokenAccount[]): Holding[] {
  const byMint = new Map<string, Holding>()
  for (const { account } of accounts) {
    const info = Array.isArray(account?.data) ? undefined : account?.data?.parsed?.info
    const amount = readU64(info?.tokenAmount?.amount)
    const decimals = info?.tokenAmount?.decimals
    if (typeof info?.mint !== 'string' || amount === undefined || !Number.isInteger(decimals)) continue
    const held = byMint.get(info.mint)
    if (held) held.amount += amount
    else byMint.set(info.mint, { mint: info.mint, amount, decimals: decimals as number })
  }
  return [...byMint.values()]
}

/**
 * A Solana wallet's balances, read now: SOL always, then every SPL token (Token and Token-2022 programs) it holds a
 * non-zero amount of: the configured mints first in their order, then the others by mint. Configured mints carry
 * their names; others are 'Unknown token' (a classic mint has no name on chain). Priced from the operator's table.
 */
export async function readSolanaBalances(
  chain: SolanaChainHandle,
  owner: string,
  { priceOf, iconOf }: BalanceReadOptions,
): Promise<ApiBalance[]> {
  const [lamports, ...tokenAccounts] = await Promise.all([
    chain.rpc.request<RpcWithContext<unknown>>('getBalance', [owner, { commitment: COMMITMENT }]),
    ...solanaTokenPrograms.map((programId) =>
      chain.rpc.request<RpcWithContext<RpcTokenAccount[]>>('getTokenAccountsByOwner', [
        owner,
        { programId },
        { encoding: 'jsonParsed', commitment: COMMITMENT },
      ]),
    ),
  ])
  const nativeAmount = readU64(lamports?.value)
  if (nativeAmount === undefined) throw new Error(`${chain.caipNetworkId}: getBalance answered no amount`)
  const entry = (
    token: { address?: string; name: string; symbol: string; decimals: number; iconUrl?: string | undefined },
    amount: bigint,
  ): ApiBalance => {
    const caip10 = `${chain.caipNetworkId}:${token.address ?? solanaNativeTokenAddress}`
    const numeric = formatUnits(amount, token.decimals)
    const price = priceOf(caip10)
    return {
      name: token.name,
      symbol: token.symbol,
      chainId: chain.caipNetworkId,
      ...(token.address ? { address: caip10 } : {}),
      ...(price === undefined ? {} : { value: Number(numeric) * price }),
      price: price ?? 0,
      quantity: { decimals: String(token.decimals), numeric },
      iconUrl: token.iconUrl ?? iconOf(token.symbol || 'default'),
    }
  }
  const configured = (chain.config.tokens ?? []).map((token) => token.address)
  const rank = (mint: string) => {
    const index = configured.indexOf(mint)
    return index === -1 ? configured.length : index
  }
  const holdings = holdingsOf(tokenAccounts.flatMap((answer) => answer?.value ?? []))
    .filter((holding) => holding.amount > 0n)
    .sort((a, b) => rank(a.mint) - rank(b.mint) || (a.mint < b.mint ? -1 : a.mint > b.mint ? 1 : 0))
  return [
    entry(chain.nativeCurrency, nativeAmount),
    ...holdings.map((holding) => {
      const known = chain.knownToken(holding.mint)
      return entry(
        {
          address: holding.mint,
          name: known?.name ?? 'Unknown token',
          symbol: known?.symbol ?? '',
          // The chain's decimals, not the configuration's, scale the amount the chain holds.
          decimals: holding.decimals,
          iconUrl: known?.iconUrl,
        },
        holding.amount,
      )
    }),
  ]
}
