'use client'

import { createContext } from 'react'
import type { AppKit } from '../AppKit.ts'

/** The instance of the nearest <AppKitProvider>; undefined outside one. */
export const AppKitContext = createContext<AppKit | undefined>(undefined)
