'use client'

import { createContext } from 'react'

/** How many times the surrounding ViewErrorBoundary's Try again was used; a failed lazy view reloads on a new one. */
export const ViewRetryContext = createContext(0)
