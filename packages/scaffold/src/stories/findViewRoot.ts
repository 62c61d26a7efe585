const forwarding = new WeakSet<ShadowRoot>()

/**
 * user-event prepares an input for typing when it sees the input's `focus` event at the document; inside a
 * shadow root that event arrives retargeted to the host, so re-announce it with the real target (the same
 * workaround as ui's storyCanvas, which cannot be imported across packages).
 */
function forwardFocus(shadowRoot: ShadowRoot) {
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

function innermostRoot(element: ParentNode): HTMLElement | undefined {
  const host = element.querySelector('[data-apkt-shadow-host]')
  const root = host?.shadowRoot?.querySelector<HTMLElement>('.apkt-root')
  if (!root) return undefined
  return innermostRoot(root) ?? root
}

/**
 * The `.apkt-root` of the innermost shadow root under a story's canvas (the preview's shadow root holds the
 * view's own), once the view rendered into it. Testing Library's `within` cannot see into shadow roots.
 *
 * @example const canvas = within(await findViewRoot(canvasElement))
 */
export async function findViewRoot(canvasElement: HTMLElement, timeoutMs = 5_000): Promise<HTMLElement> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const root = innermostRoot(canvasElement)
    if (root?.querySelector('.apkt-view')) {
      const shadowRoot = root.getRootNode()
      if (shadowRoot instanceof ShadowRoot) forwardFocus(shadowRoot)
      return root
    }
    if (Date.now() > deadline) throw new Error('the view has not rendered into its shadow root')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
