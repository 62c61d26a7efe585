import { useSyncExternalStore } from 'react'
import type { WalletController } from '../wallet/createWalletController.ts'
import type { WalletState } from '../wallet/WalletState.ts'

/** The controller's state, re-rendering on every change. */
export function useWalletState(controller: WalletController): WalletState {
  return useSyncExternalStore(controller.subscribe, controller.getState)
}
