import { type ChainNamespace, ChainRequiredError } from '@org/appkit-core'
import type { ChainController } from '@org/appkit-core/internal'

/**
 * The namespace an action runs on: the one given, else the active one. Throws 'Chain is required...' when there
 * is neither (spec §8), e.g. when `defaultNetwork` belongs to a namespace no network configures.
 */
export function resolveNamespace(
  chain: Pick<ChainController, 'state'>,
  namespace: ChainNamespace | undefined,
): ChainNamespace {
  const resolved = namespace ?? chain.state.activeNamespace
  if (!resolved) throw new ChainRequiredError()
  return resolved
}
