import { expect, waitFor } from 'storybook/test'
import { findViewRoot } from './findViewRoot.ts'
import { waitForTransitions } from './waitForTransitions.ts'

/**
 * Waits until the send preview's fee estimate settled (it enables Send) and its buttons finished changing colour,
 * so the axe check after a play measures the preview at rest.
 *
 * @example play: async ({ canvasElement }) => waitForNetworkFee(canvasElement)
 */
export async function waitForNetworkFee(canvasElement: HTMLElement): Promise<void> {
  const root = await findViewRoot(canvasElement)
  await waitFor(() => expect(root.querySelector('.apkt-send-preview-row[aria-busy]')).toBeNull())
  await waitForTransitions(canvasElement)
}
