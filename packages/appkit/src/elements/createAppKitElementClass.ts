import type { AppKitElementTag } from './appKitElementTags.ts'
import { type AppKitElementProp, ELEMENT_ATTRIBUTES, readElementProps } from './readElementProps.ts'
import { renderAppKitElement, unmountAppKitElement } from './renderAppKitElement.tsx'

/** An `appkit-*` element: attributes (and the same-named properties, which reflect to them) drive the button. */
export type AppKitElement = HTMLElement & {
  [Prop in AppKitElementProp]: ReturnType<typeof readElementProps>[Prop]
}

function reflect(element: HTMLElement, attribute: string, value: unknown) {
  if (value === undefined || value === null || value === false) element.removeAttribute(attribute)
  else element.setAttribute(attribute, value === true ? '' : String(value))
}

/**
 * The class behind one `appkit-*` tag. Built on demand (not at module load) so importing this module on a server,
 * where `HTMLElement` does not exist, is safe.
 */
export function createAppKitElementClass(tag: AppKitElementTag): CustomElementConstructor {
  class AppKitElementClass extends HTMLElement {
    static readonly observedAttributes = Object.values(ELEMENT_ATTRIBUTES)

    connectedCallback() {
      this.#render()
    }

    attributeChangedCallback() {
      if (this.isConnected) this.#render()
    }

    disconnectedCallback() {
      // A move within the page disconnects and reconnects at once: only unmount what stays out.
      queueMicrotask(() => {
        if (!this.isConnected) unmountAppKitElement(this)
      })
    }

    // In the same task as the connection: the renderer is loaded with the element (no import() to wait for),
    // so the button paints with the page, as `<AppKitButton />` does.
    #render() {
      renderAppKitElement(this, tag, readElementProps(this))
    }
  }
  for (const [prop, attribute] of Object.entries(ELEMENT_ATTRIBUTES)) {
    Object.defineProperty(AppKitElementClass.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return readElementProps(this)[prop as AppKitElementProp]
      },
      set(this: HTMLElement, value: unknown) {
        reflect(this, attribute, value)
      },
    })
  }
  return AppKitElementClass
}
