import { defineAppKitElementClasses } from './defineAppKitElementClasses.ts'

/**
 * Registers `appkit-button`, `appkit-connect-button`, `appkit-account-button` and `appkit-network-button`. They
 * render with the instance of the last `createAppKit` call. `createAppKit` calls this in a browser; call it
 * yourself only for elements on a page that creates its instance elsewhere. Does nothing on a server, and
 * nothing for a tag that is already defined. Their React renderer loads with the first element in the page (the
 * connect button paints before it has: `paintAppKitElement`).
 *
 * @example defineAppKitElements()
 */
export function defineAppKitElements(
  registry: CustomElementRegistry | undefined = globalThis.customElements,
): void {
  defineAppKitElementClasses(
    registry,
    async () => (await import('./standaloneElementRenderer.ts')).standaloneElementRenderer,
  )
}
