import { ChainNotConfiguredError } from '../errors/ChainNotConfiguredError.ts'
import type { ChainNamespace } from '../types/ChainNamespace.ts'
import type { ChainControllerState, ChainState } from './initialChainState.ts'

/** The chain of `namespace`; throws ChainNotConfiguredError when the dApp did not configure it (spec §5). */
export function requireConfiguredChain(state: ChainControllerState, namespace: ChainNamespace): ChainState {
  const chain = state.chains[namespace]
  if (!chain?.configured) throw new ChainNotConfiguredError(namespace)
  return chain
}
