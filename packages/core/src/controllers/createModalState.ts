import { proxy } from 'valtio/vanilla'
import { initialModalState, type ModalControllerState } from './initialModalState.ts'

/** The modal state a core starts from (`initialModalState`), as a valtio proxy. */
export function createModalState(): ModalControllerState {
  return proxy<ModalControllerState>(initialModalState())
}
