import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import ContextProvider from '../context/index.tsx'

export const metadata: Metadata = {
  title: 'AppKit Next.js example',
  description: 'AppKit in a Next.js App Router app, with wagmi and server-side rendering',
}

/** A Server Component: it hands the request's cookies to the client providers, so wagmi starts from the same state. */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const cookies = (await headers()).get('cookie')
  return (
    <html lang="en">
      <body>
        <ContextProvider cookies={cookies}>{children}</ContextProvider>
      </body>
    </html>
  )
}
