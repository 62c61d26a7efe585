import {
  ChainAdapterNotFoundError,
  type ChainNamespace,
  type Core,
  NoActiveCaipAddressError,
} from '@org/appkit-core'
import { resolveNamespace } from '../state/resolveNamespace.ts'

export interface NativeBalance {
  /** In token units, e.g. '1.5'. */
  balance: string
  symbol: string
}

/**
 * Reads the native balance of the account of `namespace` (default: the active one) through its adapter and
 * records it on the account. Throws 'Chain is required...' without a namespace, 'Chain adapter not found' when
 * the namespace has no adapter, and 'No ActiveCaipAddress found' when it has no account (spec §8).
 *
 * @example const { balance, symbol } = await fetchNativeBalance(core)
 */
export async function fetchNativeBalance(core: Core, namespace?: ChainNamespace): Promise<NativeBalance> {
  const target = resolveNamespace(core.chain, namespace)
  const adapter = core.adapters.get(target)
  if (!adapter) throw new ChainAdapterNotFoundError(target)
  const address = core.chain.getAccount(target)?.address
  const network = core.chain.getActiveNetwork(target)
  if (!address || !network) throw new NoActiveCaipAddressError(target)
  const { balance, symbol } = await adapter.getBalance({ address, network })
  core.chain.updateAccount(target, { balance, balanceSymbol: symbol })
  return { balance, symbol }
}
