import { APPKIT_ELEMENT_TAGS } from './appKitElementTags.ts'
import { type AppKitElementRenderer, createAppKitElementClass } from './createAppKitElementClass.ts'

/**
 * Registers the `appkit-*` tags in `registry`, rendering with `renderer` (loaded with the first element). Does
 * nothing without a registry or on a server, and nothing for a tag that is already defined. The entries pass the
 * renderer they load: `defineAppKitElements` and `@org/appkit`'s `createAppKit` the standalone one, the React
 * entry's `createAppKit` one over the page's own react-dom.
 *
 * @example defineAppKitElementClasses(customElements, renderer)
 */
export function defineAppKitElementClasses(
  registry: CustomElementRegistry | undefined,
  renderer: AppKitElementRenderer,
): void {
  if (!registry || typeof HTMLElement === 'undefined') return
  for (const tag of APPKIT_ELEMENT_TAGS) {
    if (!registry.get(tag)) registry.define(tag, createAppKitElementClass(tag, renderer))
  }
}
