'use client'

import { createContext } from 'react'

/**
 * True while the modal renders only to warm the browser up before its first open (`warmUpModal` in
 * @org/appkit, hidden and removed in the same task). Nothing such a render shows may reach the network: the
 * views skip their registry requests and remote images, which the real open makes when the visitor asks.
 */
export const WarmUpContext = createContext(false)
