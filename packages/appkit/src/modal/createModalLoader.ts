import { createLoader } from '@org/appkit-core/internal'
import { loadModalModules, type ModalModules } from './loadModalModules.ts'

/** Loads the modal's code once per AppKit instance; shared by the idle prefetch and the first `open()`. */
export interface ModalLoader {
  (): Promise<ModalModules>
  /**
   * The modules once a load has succeeded, synchronously (`undefined` before, during and after a failed one):
   * an `open()` after the prefetch mounts the modal in the same task as the click, with no await in between
   * (an await would let the browser paint a frame, and React render the modal in a later task).
   */
  loaded(): ModalModules | undefined
}

/**
 * Wraps `load` so it runs at most once while it succeeds or is in flight: a prefetch and an `open()` share one
 * import. A failure is not kept, so the next `open()` tries again (a chunk can fail on a flaky network).
 *
 * @example const loadModal = createModalLoader(); void loadModal()
 */
export function createModalLoader(load: () => Promise<ModalModules> = loadModalModules): ModalLoader {
  const loader = createLoader(load)
  return Object.assign(() => loader.get(), { loaded: () => loader.peek() })
}
