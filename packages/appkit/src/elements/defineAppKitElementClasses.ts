import { createLoader } from '@org/appkit-core/internal'
import { APPKIT_ELEMENT_TAGS } from './appKitElementTags.ts'
import { createAppKitElementClass } from './createAppKitElementClass.ts'
import type { AppKitElementRendering } from './createElementRenderer.tsx'

/**
 * Registers the `appkit-*` tags in `registry`, rendering with what `loadRenderer` loads (once, with the first
 * element; a failed load is tried again by the next render). Does nothing without a registry or on a server, and
 * nothing for a tag that is already defined. The entries pass the renderer they load: `defineAppKitElements` and
 * `@org/appkit`'s `createAppKit` the standalone one, the React entry's `createAppKit` one over the page's own
 * react-dom.
 *
 * @example defineAppKitElementClasses(customElements, async () => (await import('./x.ts')).renderer)
 */
export function defineAppKitElementClasses(
  registry: CustomElementRegistry | undefined,
  loadRenderer: () => Promise<AppKitElementRendering>,
): void {
  if (!registry || typeof HTMLElement === 'undefined') return
  const renderer = createLoader(loadRenderer)
  for (const tag of APPKIT_ELEMENT_TAGS) {
    if (!registry.get(tag)) registry.define(tag, createAppKitElementClass(tag, renderer))
  }
}
