import type { ChainNamespace } from '@org/appkit-core'
import { createStorageKeys, initialActiveNamespace } from '@org/appkit-core/internal'
import type { ButtonState } from './getButtonState.ts'
import type { InitialAppKitViewSources } from './getInitialAppKitView.ts'

/**
 * What `getButtonState(getInitialAppKitView(sources), namespace)` returns, read without building that view (every
 * namespace's chain state, and a storage read for each): nothing is connected yet, and the button loads when its
 * namespace (else the default network's) is configured and a stored connection of it is restored. For the button
 * an element paints in the task it is connected in, before anything has read the instance's view.
 *
 * @example getStartButtonState({ options, storage, restoring: true }, undefined).loading
 */
export function getStartButtonState(
  { options, storage, restoring }: InitialAppKitViewSources,
  namespace: ChainNamespace | undefined,
): ButtonState {
  const { networks, themeMode, themeVariables } = options
  const target = namespace ?? initialActiveNamespace(networks, options.defaultNetwork)
  const restored =
    restoring &&
    options.enableReconnect &&
    target !== undefined &&
    networks.some((network) => network.chainNamespace === target) &&
    createStorageKeys(storage).connectionStatus(target).get() === 'connected'
  return { themeMode, themeVariables, connected: false, loading: restored }
}
