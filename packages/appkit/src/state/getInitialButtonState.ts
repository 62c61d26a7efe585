import type { ChainNamespace, KeyValueStorage } from '@org/appkit-core'
import { createStorageKeys, type ResolvedAppKitOptions } from '@org/appkit-core/internal'
import type { ButtonState } from './getButtonState.ts'

export interface InitialButtonSources {
  options: Pick<
    ResolvedAppKitOptions,
    'networks' | 'defaultNetwork' | 'themeMode' | 'themeVariables' | 'enableReconnect'
  >
  storage: KeyValueStorage
  /** Whether a stored connection is restored at start (in a browser). */
  restoring: boolean
}

/**
 * The ButtonState the instance's state will have when it is made, read from the options and the storage without
 * making it: nothing is connected and the modal is closed; the button is loading when the namespace (the given one,
 * else the default network's, as `createChainState` picks the active one) is configured and a returning visitor's
 * connection is stored there (as `markConnectionsRestoring` marks it).
 *
 * @example getInitialButtonState({ options: normalizeAppKitOptions(options), storage, restoring: true }, undefined)
 */
export function getInitialButtonState(
  { options, storage, restoring }: InitialButtonSources,
  namespace: ChainNamespace | undefined,
): ButtonState {
  const configured = (candidate: ChainNamespace) =>
    options.networks.some((network) => network.chainNamespace === candidate)
  const first = options.defaultNetwork ?? options.networks[0]
  const target = namespace ?? (first && configured(first.chainNamespace) ? first.chainNamespace : undefined)
  const loading =
    restoring &&
    options.enableReconnect &&
    target !== undefined &&
    configured(target) &&
    createStorageKeys(storage).connectionStatus(target).get() === 'connected'
  return { themeMode: options.themeMode, themeVariables: options.themeVariables, connected: false, loading }
}
