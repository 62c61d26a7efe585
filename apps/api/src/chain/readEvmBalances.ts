import { type Address, erc20Abi, formatUnits, getAddress } from 'viem'
import { nativeTokenAddress } from '../config/nativeTokenAddress.ts'
import type { BalanceReadOptions } from './AccountChain.ts'
import type { ApiBalance } from './ApiBalance.ts'
import type { ChainHandle } from './createChainHandle.ts'
import type { TokenInfo } from './TokenInfo.ts'

/**
 * An EVM account's balances on one chain, read now: the native coin always, then each configured (and
 * `forceUpdate`) ERC-20 whose balance is not zero, priced from the operator's table.
 */
export async function readEvmBalances(
  chain: ChainHandle,
  account: string,
  { extraTokens, priceOf, iconOf }: BalanceReadOptions,
): Promise<ApiBalance[]> {
  const address = getAddress(account)
  const configured = chain.config.tokens ?? []
  const tokenAddresses = [
    ...configured.map((token) => token.address),
    ...extraTokens.map((token) => getAddress(token)),
  ].filter(
    (token, index, all) => all.findIndex((other) => other.toLowerCase() === token.toLowerCase()) === index,
  ) as Address[]
  const [native, ...tokenBalances] = await Promise.all([
    chain.client.getBalance({ address }),
    ...tokenAddresses.map((token) =>
      chain.client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
    ),
  ])
  const entry = (token: TokenInfo | undefined, amount: bigint): ApiBalance => {
    const { name, symbol, decimals } = token ?? chain.config.nativeCurrency
    const caip10 = `${chain.caipNetworkId}:${(token?.address ?? nativeTokenAddress).toLowerCase()}`
    const numeric = formatUnits(amount, decimals)
    const price = priceOf(caip10)
    return {
      name,
      symbol,
      chainId: chain.caipNetworkId,
      ...(token ? { address: `${chain.caipNetworkId}:${token.address}` } : {}),
      ...(price === undefined ? {} : { value: Number(numeric) * price }),
      price: price ?? 0,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: token?.iconUrl ?? iconOf(symbol),
    }
  }
  const balances = [entry(undefined, native ?? 0n)]
  for (const [index, tokenAddress] of tokenAddresses.entries()) {
    const amount = tokenBalances[index] ?? 0n
    if (amount === 0n) continue
    const token = await chain.getToken(tokenAddress)
    if (token) balances.push(entry(token, amount))
  }
  return balances
}
