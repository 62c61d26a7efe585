import { type Core, type CoreState, createCore, type KeyValueStorage } from '@org/appkit-core'
import type { CreateAppKitOptions } from './CreateAppKitOptions.ts'
import type { WalletConnectClient } from './walletConnect/createWalletConnectClient.ts'
import { withWalletConnect } from './walletConnect/withWalletConnect.ts'

/**
 * The part of `createAppKit` that loads after the page has rendered: WalletConnect wired in, and the core that
 * drives the state `createAppKit` made (`createCoreState`). A module of its own so bundlers split it, with the
 * controllers and the WalletConnect client, out of the page's first load.
 *
 * @example const { core } = (await import('./createAppKitCore.ts')).createAppKitCore(options, { state, storage })
 */
export function createAppKitCore(
  options: CreateAppKitOptions,
  { state, storage }: { state: CoreState; storage: KeyValueStorage },
): { core: Core; walletConnect: WalletConnectClient | undefined } {
  const { parameters, walletConnect } = withWalletConnect({ ...options, storage })
  return { core: createCore({ ...parameters, storage, state }), walletConnect }
}
