import { waitFor, within } from 'storybook/test'

const forwarding = new WeakSet<ShadowRoot>()

/**
 * user-event prepares an input for typing when it sees the input's `focus` event at the document; inside a
 * shadow root that event arrives retargeted to the host, so the input is never prepared and React misses
 * every keystroke. Re-announce the focus of inputs to the document with the real target.
 */
function forwardFocusToUserEvent(shadowRoot: ShadowRoot) {
  if (forwarding.has(shadowRoot)) return
  forwarding.add(shadowRoot)
  shadowRoot.addEventListener(
    'focusin',
    (event) => {
      const target = event.target
      if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return
      const forwarded = new FocusEvent('focus')
      Object.defineProperty(forwarded, 'target', { value: target })
      target.ownerDocument.dispatchEvent(forwarded)
    },
    true,
  )
}

/**
 * Testing Library queries bound to the story's content. Stories render inside a shadow root (see
 * `.storybook/preview.tsx`) that `within(canvasElement)` cannot see into.
 *
 * @example
 * const canvas = await storyCanvas(canvasElement)
 * await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
 */
export async function storyCanvas(canvasElement: HTMLElement) {
  const root = await waitFor(() => {
    const found = canvasElement
      .querySelector('[data-apkt-shadow-host]')
      ?.shadowRoot?.querySelector<HTMLElement>('.apkt-root')
    if (!found?.firstElementChild) throw new Error('the story has not rendered into its shadow root yet')
    return found
  })
  const shadowRoot = root.getRootNode()
  if (shadowRoot instanceof ShadowRoot) forwardFocusToUserEvent(shadowRoot)
  return within(root)
}
