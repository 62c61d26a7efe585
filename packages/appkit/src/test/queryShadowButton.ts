/** The button rendered inside the ui's ShadowHost under `root` (Testing Library queries do not pierce shadow roots). */
export function queryShadowButton(root: ParentNode): HTMLButtonElement | null {
  const host = root.querySelector('[data-apkt-shadow-host]')
  return host?.shadowRoot?.querySelector('button') ?? null
}
