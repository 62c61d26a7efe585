/** The part of `window` afterFirstPaint uses (tests pass their own). */
export type PaintWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> &
  Partial<Pick<Window, 'requestAnimationFrame' | 'cancelAnimationFrame'>>

/**
 * How long to wait at most for the frames: a hidden tab gets no animation frames, and its work must still run
 * (a returning visitor's reconnect, say), only later.
 */
export const FIRST_PAINT_FALLBACK_MS = 250

/**
 * Calls `callback` once the page has painted a frame: in a task after the second animation frame from now (the
 * first may come before the page's own render task), or after FIRST_PAINT_FALLBACK_MS when no frame comes (a
 * hidden tab); at once in the next task where there are no animation frames at all. Returns the function that
 * cancels it. Work that can wait a frame (the core's code, after `createAppKit`) then does not hold up the first
 * paint of the page's buttons.
 *
 * @example const cancel = afterFirstPaint(window, () => void loadCore())
 */
export function afterFirstPaint(view: PaintWindow, callback: () => void): () => void {
  let done = false
  const handles: { frame?: number; task?: number; fallback?: number } = {}
  const cancel = () => {
    done = true
    if (handles.frame !== undefined) view.cancelAnimationFrame?.(handles.frame)
    view.clearTimeout(handles.task)
    view.clearTimeout(handles.fallback)
  }
  const run = () => {
    if (done) return
    cancel()
    callback()
  }
  const { requestAnimationFrame } = view
  if (!requestAnimationFrame) {
    handles.task = view.setTimeout(run, 0)
    return cancel
  }
  handles.frame = requestAnimationFrame.call(view, () => {
    handles.frame = requestAnimationFrame.call(view, () => {
      // The frame's paint follows the callbacks of this frame: a task runs after it.
      handles.task = view.setTimeout(run, 0)
    })
  })
  handles.fallback = view.setTimeout(run, FIRST_PAINT_FALLBACK_MS)
  return cancel
}
