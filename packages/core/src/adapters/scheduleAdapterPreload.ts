import { type IdleWindow, onIdle } from '../utils/onIdle.ts'
import { prefersSavingData } from '../utils/prefersSavingData.ts'
import type { ChainAdapter } from './ChainAdapter.ts'

/** The part of `window` scheduleAdapterPreload uses (tests pass their own idle callback). */
export type PreloadWindow = IdleWindow & { navigator?: Navigator | undefined }

/**
 * Once the browser is idle after the modal opened, has each adapter load the code of its flows
 * (`ChainAdapter.preload`): the visitor's pick in the modal then does not wait for it, and neither does the open,
 * which paints first. Nothing on a server or under Save-Data. Returns the function that cancels it (the modal
 * closed before the browser was idle).
 *
 * @example const cancel = scheduleAdapterPreload(adapters.values())
 */
export function scheduleAdapterPreload(
  adapters: Iterable<ChainAdapter>,
  view: PreloadWindow | undefined = globalThis.window,
): () => void {
  const preloading = [...adapters].filter((adapter) => adapter.preload)
  if (!view || preloading.length === 0) return () => undefined
  return onIdle(view, () => {
    // Read when idle, not at the open: the first read of `navigator.connection` costs the open's task a
    // millisecond on a slow phone.
    if (prefersSavingData(view.navigator)) return
    // An adapter breaking the contract (a preload that rejects) must not leave the page an unhandled rejection.
    for (const adapter of preloading) void adapter.preload?.()?.catch(() => undefined)
  })
}
