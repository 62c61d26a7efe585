import { type Config, getEnsAddress, getEnsAvatar } from '@wagmi/core'
import { normalize } from 'viem/ens'
import { toCoreError } from './errors/toCoreError.ts'

/**
 * The address an ENS name points to and its avatar, on `chainId`; failures as core errors. Part of the adapter's
 * lazy module (`wagmiRuntime.ts`): ENS normalisation tables are large and stay out of the eager bundle.
 */
export async function resolveEnsName(
  config: Config,
  { name, chainId }: { name: string; chainId: number },
): Promise<{ address: string | null; avatar: string | null }> {
  try {
    const normalized = normalize(name)
    const address = await getEnsAddress(config, { name: normalized, chainId })
    if (!address) return { address: null, avatar: null }
    const avatar = await getEnsAvatar(config, { name: normalized, chainId }).catch(() => null)
    return { address, avatar }
  } catch (error) {
    throw toCoreError(error, { chainId })
  }
}
