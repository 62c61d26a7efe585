'use client'

import { createRoot } from 'react-dom/client'
import type { AppKit } from '../AppKit.ts'
import type { CreateAppKitOptions } from '../CreateAppKitOptions.ts'
import { createAppKitInstance } from '../createAppKitInstance.ts'
import { defineAppKitElementClasses } from '../elements/defineAppKitElementClasses.ts'

/**
 * `createAppKit` of the React entry: the framework-free `createAppKit` (`../createAppKit.ts`, which documents it),
 * with the `appkit-*` elements rendering through the page's own react-dom client instead of one loaded with their
 * renderer. A React page has that client on its first load already; a lazy chunk importing it made rolldown keep
 * React in an eager file of its own.
 *
 * @example
 * const appKit = createAppKit({ projectId, networks: [mainnet], adapters: [wagmiAdapter] })
 */
export function createAppKit(options: CreateAppKitOptions): AppKit {
  return createAppKitInstance(options, () =>
    defineAppKitElementClasses(globalThis.customElements, async () =>
      (await import('../elements/createElementRenderer.tsx')).createElementRenderer(createRoot),
    ),
  )
}
