import { type Config, getEnsAvatar, getEnsName } from '@wagmi/core'
import { getAddress } from 'viem'
import { toCoreError } from './errors/toCoreError.ts'

/**
 * The ENS name of an address and that name's avatar, through viem's universal-resolver calls on `chainId`;
 * failures (an invalid address too) as core errors. Part of the adapter's lazy module (`wagmiRuntime.ts`), so ENS
 * code is not part of the adapter's eager bundle.
 */
export async function readEnsProfile(
  config: Config,
  { address, chainId }: { address: string; chainId: number },
): Promise<{ name: string | null; avatar: string | null }> {
  try {
    const name = await getEnsName(config, { address: getAddress(address), chainId })
    if (!name) return { name: null, avatar: null }
    const avatar = await getEnsAvatar(config, { name, chainId }).catch(() => null)
    return { name, avatar }
  } catch (error) {
    throw toCoreError(error, { chainId })
  }
}
