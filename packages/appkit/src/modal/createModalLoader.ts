import { loadModalModules, type ModalModules } from './loadModalModules.ts'

/** Loads the modal's code once per AppKit instance; shared by the idle prefetch and the first `open()`. */
export type ModalLoader = () => Promise<ModalModules>

/**
 * Wraps `load` so it runs at most once while it succeeds or is in flight: a prefetch and an `open()` share one
 * import. A failure is not kept, so the next `open()` tries again (a chunk can fail on a flaky network).
 *
 * @example const loadModal = createModalLoader(); void loadModal()
 */
export function createModalLoader(load: () => Promise<ModalModules> = loadModalModules): ModalLoader {
  let pending: Promise<ModalModules> | undefined
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined
      throw error
    })
    return pending
  }
}
