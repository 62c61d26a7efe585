import type { KeyValueStorage, ThemeMode, ThemeVariables } from '@org/appkit-core'
import {
  type ChainControllerState,
  createStorageKeys,
  initialChainState,
  initialConnectionState,
  initialEventsState,
  initialModalState,
  markConnectionsRestoring,
  type ResolvedAppKitOptions,
} from '@org/appkit-core/internal'
import type { AppKitView } from './AppKitView.ts'

export interface InitialAppKitViewSources {
  options: ResolvedAppKitOptions
  storage: KeyValueStorage
  /** Whether a stored connection is restored at start (in a browser). */
  restoring: boolean
}

/** The view before the state is made; the instance applies its theme and network setters to it meanwhile. */
export interface InitialAppKitView extends AppKitView {
  readonly chain: ChainControllerState
  readonly theme: { themeMode: ThemeMode; themeVariables: ThemeVariables }
}

/**
 * The state an instance's state starts from, read from the options and the storage with the builders the state
 * itself is made from (`initialChainState`, `initialConnectionState`, ...), as plain objects: nothing is connected
 * (a returning visitor's stored connection is connecting when `restoring`, as `markConnectionsRestoring` marks it),
 * the modal is closed, the theme is the options'. So getters and a painted `<appkit-button>` answer before the
 * state's code (valtio and the controllers) has loaded.
 *
 * @example getInitialAppKitView({ options: normalizeAppKitOptions(options), storage, restoring: true }).chain
 */
export function getInitialAppKitView({
  options,
  storage,
  restoring,
}: InitialAppKitViewSources): InitialAppKitView {
  const keys = createStorageKeys(storage)
  const chain = initialChainState({
    networks: options.networks,
    defaultNetwork: options.defaultNetwork,
    defaultAccountTypes: options.defaultAccountTypes,
    storage: keys,
  })
  const connection = initialConnectionState()
  if (restoring && options.enableReconnect) markConnectionsRestoring({ storage: keys, chain, connection })
  return {
    chain,
    connection,
    connector: { connectors: [] },
    modal: initialModalState(),
    theme: { themeMode: options.themeMode, themeVariables: options.themeVariables },
    events: initialEventsState(Date.now),
    options,
    status: { initialized: false },
  }
}
