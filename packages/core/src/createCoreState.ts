import { createChainState } from './controllers/createChainState.ts'
import { createConnectionState } from './controllers/createConnectionState.ts'
import { createConnectorState } from './controllers/createConnectorState.ts'
import { createEventsState } from './controllers/createEventsState.ts'
import { createModalState } from './controllers/createModalState.ts'
import { createOptionsController } from './controllers/OptionsController.ts'
import { createThemeController } from './controllers/ThemeController.ts'
import { createStorageKeys } from './storage/createStorageKeys.ts'
import type { AppKitOptions } from './types/AppKitOptions.ts'
import type { KeyValueStorage } from './types/KeyValueStorage.ts'
import type { ResolvedAppKitOptions } from './types/ResolvedAppKitOptions.ts'

export interface CreateCoreStateParameters extends AppKitOptions {
  /** Where sessions and preferences persist (the stored active network and recent wallets are read from it). */
  storage: KeyValueStorage
  /** The clock; tests pass a fake one. */
  now?: () => number
  /**
   * What `normalizeAppKitOptions` made of these options, when the caller has it already (`createAppKit` checks the
   * options at once and makes the state later).
   */
  resolvedOptions?: ResolvedAppKitOptions
}

function prefersDarkQuery(): MediaQueryList | undefined {
  return typeof globalThis.matchMedia === 'function'
    ? globalThis.matchMedia('(prefers-color-scheme: dark)')
    : undefined
}

/**
 * What a page reads before the core's code has loaded: the state of every controller the hooks, buttons and
 * instance getters read (chain, connection, connectors, modal, events), built from the options and the storage
 * exactly as the core would, plus the options and theme controllers themselves (small, and their setters must
 * work at once). `createCore({ ...parameters, state })` then drives these same objects, so nothing is copied
 * and a subscriber never has to move. Throws what the options throw (both `siweConfig` and `siwx`).
 *
 * @example
 * const state = createCoreState({ projectId, networks: [mainnet], storage })
 * const core = createCore({ projectId, networks: [mainnet], adapters, storage, state })
 */
export function createCoreState(parameters: CreateCoreStateParameters) {
  const storage = createStorageKeys(parameters.storage)
  const options = createOptionsController(parameters, parameters.resolvedOptions)
  const darkQuery = prefersDarkQuery()
  const theme = createThemeController(
    { themeMode: options.state.themeMode, themeVariables: options.state.themeVariables },
    {
      prefersDark: () => darkQuery?.matches ?? false,
      subscribePrefersDark: (listener) => {
        const onChange = (event: MediaQueryListEvent) => listener(event.matches)
        darkQuery?.addEventListener('change', onChange)
        return () => darkQuery?.removeEventListener('change', onChange)
      },
    },
  )
  return {
    storage,
    options,
    theme,
    chain: createChainState({
      networks: options.state.networks,
      defaultNetwork: options.state.defaultNetwork,
      defaultAccountTypes: options.state.defaultAccountTypes,
      storage,
    }),
    connection: createConnectionState(),
    connector: createConnectorState(storage),
    modal: createModalState(),
    events: createEventsState(parameters.now ?? Date.now),
  }
}

export type CoreState = ReturnType<typeof createCoreState>
