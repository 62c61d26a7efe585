import { type Config, getEnsAvatar, getEnsName } from '@wagmi/core'
import type { Address } from 'viem'

/**
 * The ENS name of an address and that name's avatar, through viem's universal-resolver calls on `chainId`.
 * Loaded with `import()` by `WagmiAdapter.getProfile`, so ENS code is not part of the adapter's eager bundle.
 */
export async function readEnsProfile(
  config: Config,
  { address, chainId }: { address: Address; chainId: number },
): Promise<{ name: string | null; avatar: string | null }> {
  const name = await getEnsName(config, { address, chainId })
  if (!name) return { name: null, avatar: null }
  const avatar = await getEnsAvatar(config, { name, chainId }).catch(() => null)
  return { name, avatar }
}
