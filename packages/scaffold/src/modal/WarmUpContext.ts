'use client'

import { createContext } from 'react'

/**
 * True while the modal renders without being shown: to warm the browser up before its first open (`warmUpModal`
 * in @org/appkit, hidden and removed in the same task), or kept mounted, hidden, while closed (AppKitModal's
 * `keepMounted`). Nothing such a render shows may reach the network: the views skip their registry requests and
 * remote images (inline `data:` images show), which the real open makes when the visitor asks.
 */
export const WarmUpContext = createContext(false)
