import { type AppKitNetwork, ChainAdapterNotFoundError, type Core, toCaipNetwork } from '@org/appkit-core'
import type { SwitchNetworkOptions } from '../AppKit.ts'

/**
 * What `appKit.switchNetwork` does once the code behind the core has loaded: switches the core (`loadCore()`) to
 * `network`, taken as dApps write it. A failed switch is swallowed unless `throwOnFailure`; a namespace without an
 * adapter, when there are adapters, is a configuration error that can never connect, and always thrown
 * (ChainAdapterNotFoundError).
 *
 * @example await switchAppKitNetwork(loadCore, arbitrum, { throwOnFailure: true })
 */
export async function switchAppKitNetwork(
  loadCore: () => Promise<Core>,
  network: AppKitNetwork,
  { throwOnFailure }: SwitchNetworkOptions = {},
): Promise<void> {
  const target = toCaipNetwork(network)
  const core = await loadCore()
  if (core.adapters.size > 0 && !core.adapters.has(target.chainNamespace)) {
    throw new ChainAdapterNotFoundError(target.chainNamespace)
  }
  try {
    await core.switchNetwork(target)
  } catch (error) {
    if (throwOnFailure) throw error
  }
}
