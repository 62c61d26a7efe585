import { type Core, createCore, type KeyValueStorage } from '@org/appkit-core'
import type { CoreState } from '@org/appkit-core/internal'
import type { CreateAppKitOptions } from './CreateAppKitOptions.ts'
import { createModalRuntime, type ModalRuntime } from './modal/createModalRuntime.ts'
import type { WalletConnectClient } from './walletConnect/createWalletConnectClient.ts'
import { withWalletConnect } from './walletConnect/withWalletConnect.ts'

export interface AppKitCore {
  core: Core
  walletConnect: WalletConnectClient | undefined
  /** The modal's prefetch and mount. */
  modal: ModalRuntime
}

/**
 * The part of `createAppKit` that loads after the page has rendered: WalletConnect wired in, the core that drives
 * the state `createAppKit` made (`makeAppKitState`, whose code this module carries too), and the modal's prefetch
 * and mount (browser only). A module of its own so bundlers split it, with the state, the controllers, the
 * WalletConnect client and the modal's plumbing, out of the page's first load.
 *
 * @example const { core } = (await import('./createAppKitCore.ts')).createAppKitCore(options, { state, storage })
 */
export function createAppKitCore(
  options: CreateAppKitOptions,
  { state, storage }: { state: CoreState; storage: KeyValueStorage },
): AppKitCore {
  const { parameters, walletConnect } = withWalletConnect({ ...options, storage })
  const core = createCore({ ...parameters, storage, state })
  return { core, walletConnect, modal: createModalRuntime(core) }
}

// What `createAppKit` runs once this module has loaded, beside the core: the code of its state and its network
// switch.
export { switchAppKitNetwork } from './actions/switchAppKitNetwork.ts'
export { makeAppKitState } from './state/makeAppKitState.ts'
