import type { Core } from '@org/appkit-core'
import { createModalLoader } from './createModalLoader.ts'
import { createModalPrefetch } from './createModalPrefetch.ts'
import { type MountedModal, mountModal } from './mountModal.ts'
import { scheduleModalPrefetch } from './scheduleModalPrefetch.ts'

export interface ModalRuntime {
  /**
   * Mounts the modal on its first call (loading its code unless the prefetch did); later calls share that mount.
   * With the code loaded, the mount happens inside the call (a click's task). A failed mount is tried again. The
   * prefetch calls it after its warm-up, so a first `open()` usually finds the modal mounted, closed.
   */
  ensureModal(): Promise<void>
  /** Cancels the prefetch and unmounts the modal. */
  dispose(): void
}

/**
 * The modal's life for one core, in a browser: its code loads once, shared by the prefetch (idle, or a pointer on
 * a button, then an idle warm-up render that makes no request and the mount of the closed modal) and the first
 * `open()`, which mounts it if the prefetch has not. Mounted ahead, the modal's React root and its event listeners
 * are in place when the visitor clicks, and the click only renders the view. It comes with the core's code
 * (createAppKitCore), so none of it is on a page's first load.
 *
 * @example const modal = createModalRuntime(core); core.modal.open(); await modal.ensureModal()
 */
export function createModalRuntime(core: Core): ModalRuntime {
  const loadModal = createModalLoader()
  let mounted: Promise<MountedModal> | undefined
  const ensureModal = () => {
    mounted ??= mountModal(core, { load: loadModal }).catch((error: unknown) => {
      mounted = undefined
      throw error
    })
    return mounted.then(() => undefined)
  }
  const cancelPrefetch = scheduleModalPrefetch(
    createModalPrefetch(async () => core, loadModal, { mount: ensureModal }),
  )
  return {
    ensureModal,
    dispose() {
      cancelPrefetch()
      void mounted?.then((modal) => modal.unmount()).catch(() => undefined)
      mounted = undefined
    },
  }
}
