'use client'

import { createRoot } from 'react-dom/client'
import { createElementRenderer } from './createElementRenderer.tsx'

/**
 * The elements' React renderer with react-dom's client loaded beside it: what `defineAppKitElements` (and the
 * framework-free `createAppKit`) load with the first element, on a page that may have no React of its own.
 */
export const standaloneElementRenderer = createElementRenderer(createRoot)
