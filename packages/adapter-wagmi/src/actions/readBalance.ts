import type { AdapterBalance } from '@org/appkit-core'
import { type Config, getBalance, readContract } from '@wagmi/core'
import { erc20Abi, formatUnits, getAddress } from 'viem'
import { toCoreError } from '../errors/toCoreError.ts'

export interface ReadBalanceParameters {
  address: string
  chainId: number
  /** An ERC-20 contract; absent for the chain's native currency. */
  tokenAddress?: string | undefined
}

/**
 * The balance of `address` on `chainId` in whole units, with its symbol: the native currency's, or an ERC-20
 * token's (`balanceOf`, `decimals` and `symbol` read in parallel); failures as core errors. Part of the adapter's
 * lazy module (`wagmiRuntime.ts`): the ABI encoder and decoder behind contract reads are not in the eager bundle.
 *
 * @example
 * await readBalance(config, { address: '0xf39F…2266', chainId: 1 }) // { balance: '1.5', symbol: 'ETH' }
 */
export async function readBalance(
  config: Config,
  parameters: ReadBalanceParameters,
): Promise<AdapterBalance> {
  const { chainId } = parameters
  try {
    const address = getAddress(parameters.address)
    if (!parameters.tokenAddress) {
      const { value, decimals, symbol } = await getBalance(config, { address, chainId })
      return { balance: formatUnits(value, decimals), symbol }
    }
    const token = { chainId, address: getAddress(parameters.tokenAddress), abi: erc20Abi } as const
    const [value, decimals, symbol] = await Promise.all([
      readContract(config, { ...token, functionName: 'balanceOf', args: [address] }),
      readContract(config, { ...token, functionName: 'decimals' }),
      readContract(config, { ...token, functionName: 'symbol' }),
    ])
    return { balance: formatUnits(value, decimals), symbol }
  } catch (error) {
    throw toCoreError(error, { chainId })
  }
}
