import { waitFor } from 'storybook/test'
import { findViewRoot } from './findViewRoot.ts'

/**
 * Waits until no CSS transition runs in the story's view, so the axe check after a play measures colours at
 * rest, not halfway through a fade (a button turning from disabled to enabled as data arrives). Endless
 * animations (spinners, skeleton shimmer) are not transitions and do not count.
 *
 * @example play: async ({ canvasElement }) => { ...; await waitForTransitions(canvasElement) }
 */
export async function waitForTransitions(canvasElement: HTMLElement): Promise<void> {
  const root = await findViewRoot(canvasElement)
  await waitFor(() => {
    const running = root
      .getAnimations({ subtree: true })
      .filter((animation) => animation instanceof CSSTransition && animation.playState === 'running')
    if (running.length > 0) throw new Error(`${running.length} transitions still running`)
  })
}
