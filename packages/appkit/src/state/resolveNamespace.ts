import { BaseError, type ChainNamespace } from '@org/appkit-core'
import { type ChainController, InternalMessages } from '@org/appkit-core/internal'

/**
 * The namespace an action runs on: the one given, else the active one. Throws 'Chain is required...' when there
 * is neither (spec §8), e.g. when `defaultNetwork` belongs to a namespace no network configures.
 */
export function resolveNamespace(
  chain: Pick<ChainController, 'state'>,
  namespace: ChainNamespace | undefined,
): ChainNamespace {
  const resolved = namespace ?? chain.state.activeNamespace
  if (!resolved) {
    throw new BaseError(InternalMessages.chainRequired, {
      metaMessages: ['Pass a namespace, or configure a network of the default network’s namespace.'],
    })
  }
  return resolved
}
