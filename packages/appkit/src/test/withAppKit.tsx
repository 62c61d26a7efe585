import type { ReactNode } from 'react'
import type { AppKit } from '../AppKit.ts'
import { AppKitProvider } from '../react/AppKitProvider.tsx'

/** A Testing Library `wrapper` that hands `appKit` to the hooks and components under test. */
export function withAppKit(appKit: AppKit) {
  return ({ children }: { children: ReactNode }) => (
    <AppKitProvider appKit={appKit}>{children}</AppKitProvider>
  )
}
