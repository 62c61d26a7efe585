import { createLoader } from '@org/appkit-core/internal'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestAppKit } from '../test/createTestAppKit.ts'
import { renderOutsideAct } from '../test/renderOutsideAct.ts'
import { type AppKitElementRenderer, createAppKitElementClass } from './createAppKitElementClass.ts'
import type { AppKitElementRendering } from './createElementRenderer.tsx'

// The elements' React renderer is code of its own, loaded with the first element (off the page's first load): the
// connect button is painted until it has loaded and the page has painted. Each test defines `appkit-button`'s class
// under a tag of its own, with a renderer whose load the test lets finish (the real module) or fail.

renderOutsideAct()

let defined = 0
const wrappers: HTMLElement[] = []

afterEach(() => {
  for (const wrapper of wrappers.splice(0)) wrapper.remove()
})

/** A renderer whose load waits for `finish()` (the real module) or `fail()`; counts its loads. */
function controlledRenderer() {
  let settle:
    | { resolve: (module: AppKitElementRendering) => void; reject: (error: Error) => void }
    | undefined
  let loads = 0
  const renderer: AppKitElementRenderer = createLoader(() => {
    loads += 1
    return new Promise<AppKitElementRendering>((resolve, reject) => {
      settle = { resolve, reject }
    })
  })
  return {
    renderer,
    loads: () => loads,
    finish: async () =>
      settle?.resolve((await import('./standaloneElementRenderer.ts')).standaloneElementRenderer),
    fail: () => settle?.reject(new Error('chunk failed')),
  }
}

/** Defines `appkit-button`'s class with `renderer` under a new tag and appends one element of it. */
function appendButton(renderer: AppKitElementRenderer, attributes = ''): HTMLElement {
  defined += 1
  const tag = `test-appkit-button-${defined}`
  customElements.define(tag, createAppKitElementClass('appkit-button', renderer))
  const wrapper = document.createElement('div')
  wrappers.push(wrapper)
  document.body.append(wrapper)
  wrapper.innerHTML = `<${tag} ${attributes}></${tag}>`
  return wrapper.firstElementChild as HTMLElement
}

const hostOf = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-apkt-shadow-host]')
const textOf = (element: HTMLElement) => hostOf(element)?.shadowRoot?.querySelector('button')?.textContent
const afterPaint = () => new Promise((resolve) => setTimeout(resolve, 300))

/** Resolves once React has replaced the host `from` with its own one host, showing `text`. */
async function reactTookOver(element: HTMLElement, from: HTMLElement | null, text: string) {
  await vi.waitFor(() => expect(hostOf(element)).not.toBe(from))
  expect(element.querySelectorAll('[data-apkt-shadow-host]')).toHaveLength(1)
  expect(textOf(element)).toBe(text)
}

describe('an appkit-* element before its React renderer has loaded', () => {
  it('loads the renderer once the page has painted, keeps the painted button until it has loaded, then React takes over', async () => {
    createTestAppKit()
    const { renderer, loads, finish } = controlledRenderer()
    const element = appendButton(renderer, 'label="Go"')
    const painted = hostOf(element)
    expect(loads()).toBe(0)
    expect(textOf(element)).toBe('Go')

    await afterPaint()
    expect(loads()).toBe(1)
    expect(hostOf(element)).toBe(painted)

    await finish()
    await reactTookOver(element, painted, 'Go')
  })

  it('paints again when an attribute changes, keeping the focus, and React renders the latest attributes', async () => {
    createTestAppKit()
    const { renderer, finish } = controlledRenderer()
    const element = appendButton(renderer, 'label="Go"')
    hostOf(element)?.shadowRoot?.querySelector('button')?.focus()

    element.setAttribute('label', 'Start')
    const repainted = hostOf(element)
    expect(element.querySelectorAll('[data-apkt-shadow-host]')).toHaveLength(1)
    expect(textOf(element)).toBe('Start')
    expect(repainted?.shadowRoot?.activeElement?.textContent).toBe('Start')

    await afterPaint()
    element.setAttribute('label', 'Later')
    const beforeLoad = hostOf(element)
    expect(textOf(element)).toBe('Later')
    await finish()
    await reactTookOver(element, beforeLoad, 'Later')
  })

  it('keeps the painted button when the load fails, and loads again for the next render', async () => {
    createTestAppKit()
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { renderer, loads, fail, finish } = controlledRenderer()
    const element = appendButton(renderer, 'label="Go"')
    const painted = hostOf(element)

    // React's render waits for the load after the first paint; the load fails.
    await afterPaint()
    fail()
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(expect.objectContaining({ message: 'chunk failed' })),
    )
    expect(hostOf(element)).toBe(painted)
    expect(textOf(element)).toBe('Go')

    element.setAttribute('label', 'Again')
    const repainted = hostOf(element)
    expect(textOf(element)).toBe('Again')
    // Moved within the page: connected again, which renders (loading again) once the page has painted.
    element.parentElement?.append(element)
    await vi.waitFor(() => expect(loads()).toBe(2))
    await finish()
    await reactTookOver(element, repainted, 'Again')
  })

  it('renders nothing once removed, even when the renderer loads after', async () => {
    createTestAppKit()
    const { renderer, finish } = controlledRenderer()
    const element = appendButton(renderer)
    await afterPaint()
    element.remove()
    await finish()
    await afterPaint()
    expect(element.childNodes).toHaveLength(0)
  })
})
