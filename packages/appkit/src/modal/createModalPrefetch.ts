import type { Core } from '@org/appkit-core'
import type { IdleWindow } from '@org/appkit-core/internal'
import { prefersSavingData } from '@org/appkit-core/internal'
import type { ModalLoader } from './createModalLoader.ts'
import { waitForIdle } from './waitForIdle.ts'
import { warmUpModal } from './warmUpModal.ts'

/** The part of `window` the prefetch uses. */
export type ModalPrefetchWindow = IdleWindow & Pick<Window, 'document' | 'navigator'>

/** What createModalPrefetch does besides loading and warming up. */
export interface ModalPrefetchOptions {
  /** @default globalThis.window */
  view?: ModalPrefetchWindow
  /**
   * Mounts the modal, closed, right after the warm-up (the instance's `ensureModal`): its React root and event
   * listeners then exist before the first `open()`, which only renders the view.
   */
  mount?: () => Promise<void>
}

/**
 * What scheduleModalPrefetch runs for an instance: loads the modal's code with the instance's shared loader
 * (with the core, and the core's registry client, which the Connect view's lists use, without a request), then, in
 * the next idle period, warms the modal up (warmUpModal) and mounts it closed (`mount`), so the first `open()` is
 * quick. The warm-up and the mount are skipped when `signal` aborted (the instance was disposed), when the modal is
 * already open (the real one did the work), and under Save-Data (the visitor asked for less work ahead of need).
 *
 * @example scheduleModalPrefetch(createModalPrefetch(loadCore, loadModal, { mount: ensureModal }))
 */
export function createModalPrefetch(
  loadCore: () => Promise<Core>,
  load: ModalLoader,
  { view = globalThis.window, mount }: ModalPrefetchOptions = {},
): (signal: AbortSignal) => Promise<void> {
  return async (signal) => {
    // The registry client's code too (no request): the Connect view's wallet lists need it on the first open.
    const preloadRegistry = async () => (await loadCore()).preloadRegistryCode()
    const [modules, core] = await Promise.all([load(), loadCore(), preloadRegistry().catch(() => undefined)])
    if (signal.aborted || prefersSavingData(view.navigator)) return
    await waitForIdle(view)
    if (signal.aborted || core.modal.state.open) return
    warmUpModal(core, modules, view.document)
    await mount?.()
  }
}
