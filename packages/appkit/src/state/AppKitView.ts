import type {
  ChainControllerState,
  ConnectionControllerState,
  ConnectorControllerState,
  EventsControllerState,
  ModalControllerState,
  OptionsControllerState,
  ThemeControllerState,
} from '@org/appkit-core/internal'
import type { Snapshot } from 'valtio/vanilla'

/** The instance's own state, beside the core's controllers. */
export interface AppKitStatus {
  /** True once the core has started (browser only): connectors synced, stored sessions restored. */
  initialized: boolean
}

/**
 * What an instance's getters read: snapshots of its state once the state is made (`makeAppKitState`), else the
 * state it will start from (`getInitialAppKitView`), so they answer before the state's code has loaded.
 */
export interface AppKitView {
  readonly chain: Snapshot<ChainControllerState>
  readonly connection: Snapshot<ConnectionControllerState>
  readonly connector: Pick<Snapshot<ConnectorControllerState>, 'connectors'>
  readonly modal: Snapshot<ModalControllerState>
  readonly theme: Pick<Snapshot<ThemeControllerState>, 'themeMode' | 'themeVariables'>
  readonly events: Snapshot<EventsControllerState>
  readonly options: Snapshot<OptionsControllerState>
  readonly status: Snapshot<AppKitStatus>
}
