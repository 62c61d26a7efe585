import type { ChainNamespace } from '../types/ChainNamespace.ts'

export interface ModalControllerState {
  open: boolean
  loading: boolean
  /** True for SHAKE_MS after `shake()`: the view shakes to say "not now". */
  shake: boolean
  /** The namespace the modal was opened for (a connect button's `namespace`), if any. */
  namespace: ChainNamespace | undefined
}

/**
 * The modal state a core starts from, as a plain object: closed. `createModalState` makes it a valtio proxy.
 *
 * @example initialModalState().open // false
 */
export function initialModalState(): ModalControllerState {
  return { open: false, loading: false, shake: false, namespace: undefined }
}
