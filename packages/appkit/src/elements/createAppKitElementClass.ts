import { afterFirstPaint, type Loader } from '@org/appkit-core/internal'
import type { AppKitElementTag } from './appKitElementTags.ts'
import type { AppKitElementRendering } from './createElementRenderer.tsx'
import { type PaintedButton, paintAppKitElement } from './paintAppKitElement.ts'
import { type AppKitElementProp, ELEMENT_ATTRIBUTES, readElementProps } from './readElementProps.ts'

/** An `appkit-*` element: attributes (and the same-named properties, which reflect to them) drive the button. */
export type AppKitElement = HTMLElement & {
  [Prop in AppKitElementProp]: ReturnType<typeof readElementProps>[Prop]
}

/** The React renderer of the elements: loaded with the first element, off the page's first load. */
export type AppKitElementRenderer = Loader<AppKitElementRendering>

/** The button React rendered in the element's shadow host. */
function queryButton(element: HTMLElement): HTMLButtonElement | null {
  return element.querySelector('[data-apkt-shadow-host]')?.shadowRoot?.querySelector('button') ?? null
}

/** Whether the painted button has the focus (the button that replaces it takes it over). */
function hasFocus(painted: PaintedButton | undefined): boolean {
  return painted !== undefined && painted.host.shadowRoot?.activeElement === painted.button
}

function reflect(element: HTMLElement, attribute: string, value: unknown) {
  if (value === undefined || value === null || value === false) element.removeAttribute(attribute)
  else element.setAttribute(attribute, value === true ? '' : String(value))
}

/**
 * The class behind one `appkit-*` tag, rendering with `renderer`. Built on demand (not at module load) so importing
 * this module on a server, where `HTMLElement` does not exist, is safe.
 */
export function createAppKitElementClass(
  tag: AppKitElementTag,
  renderer: AppKitElementRenderer,
): CustomElementConstructor {
  class AppKitElementClass extends HTMLElement {
    static readonly observedAttributes = Object.values(ELEMENT_ATTRIBUTES)

    /** The button painted without React, until React renders the element after the first paint. */
    #painted: PaintedButton | undefined
    #cancelTakeOver: (() => void) | undefined
    #rendered = false
    /** Counts render requests: a render waiting for the renderer's code runs only if no later one came. */
    #renders = 0
    /**
     * Whether the element came with the page's HTML: upgraded when the tag was defined, or made by the parser. A
     * server-rendered page hydrates such an element, and a painted child would be a hydration mismatch, so React
     * renders it, in a task of its own.
     */
    readonly #fromHtml: boolean

    constructor() {
      super()
      this.#fromHtml = this.isConnected || this.ownerDocument.readyState === 'loading'
    }

    connectedCallback() {
      if (this.#rendered || this.#fromHtml) {
        this.#render()
        return
      }
      // The first connection paints the button at once; React's code loads, and renders it, once the page has
      // painted (starting the load here would add its chunks' preload links to the painting task).
      this.#painted ??= paintAppKitElement(this, tag, readElementProps(this))
      if (!this.#painted) {
        this.#render()
        return
      }
      this.#cancelTakeOver ??= afterFirstPaint(window, () => this.#render())
    }

    attributeChangedCallback() {
      if (!this.isConnected) return
      // Painted and React's code not here yet: paint again with the new attributes.
      if (this.#painted && !renderer.peek()) this.#repaint()
      else if (this.#rendered || this.#painted) this.#render()
    }

    disconnectedCallback() {
      // A move within the page disconnects and reconnects at once: only unmount what stays out.
      queueMicrotask(() => {
        if (this.isConnected) return
        renderer.peek()?.unmountAppKitElement(this)
        this.#rendered = false
        this.#renders += 1
        this.#cancelTakeOver?.()
        this.#cancelTakeOver = undefined
        this.#painted?.host.remove()
        this.#painted = undefined
      })
    }

    #repaint() {
      const painted = this.#painted
      const focused = hasFocus(painted)
      painted?.host.remove()
      this.#painted = paintAppKitElement(this, tag, readElementProps(this))
      if (focused) this.#painted?.button.focus()
    }

    // The painted button is replaced in the same task (a synchronous render), and keeps the focus if it had it.
    #render() {
      this.#cancelTakeOver?.()
      this.#cancelTakeOver = undefined
      const render = ++this.#renders
      const loaded = renderer.peek()
      if (!loaded) {
        renderer.get().then(
          () => {
            if (render === this.#renders && this.isConnected) this.#render()
          },
          (error: unknown) => console.error(error),
        )
        return
      }
      const painted = this.#painted
      this.#painted = undefined
      const focused = hasFocus(painted)
      painted?.host.remove()
      this.#rendered = true
      loaded.renderAppKitElement(this, tag, readElementProps(this), { sync: painted !== undefined })
      if (focused) queryButton(this)?.focus()
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
