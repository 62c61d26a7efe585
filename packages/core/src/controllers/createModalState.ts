import { proxy } from 'valtio/vanilla'
import type { ChainNamespace } from '../types/ChainNamespace.ts'

export interface ModalControllerState {
  open: boolean
  loading: boolean
  /** True for SHAKE_MS after `shake()`: the view shakes to say "not now". */
  shake: boolean
  /** The namespace the modal was opened for (a connect button's `namespace`), if any. */
  namespace: ChainNamespace | undefined
}

/** The modal state a core starts from: closed. */
export function createModalState(): ModalControllerState {
  return proxy<ModalControllerState>({ open: false, loading: false, shake: false, namespace: undefined })
}
