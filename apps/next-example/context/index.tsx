'use client'

import { createAppKit } from '@org/appkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { cookieToInitialState, WagmiProvider } from 'wagmi'
import { apiUrl, config, networks, origin, projectId, wagmiAdapter } from '../config/index.ts'

const queryClient = new QueryClient()

const metadata = {
  name: 'AppKit Next.js example',
  description: 'AppKit in a Next.js App Router app, with wagmi and server-side rendering',
  url: origin,
  icons: [],
}

// Once per page, as AppKit's Next.js guide does it.
createAppKit({
  adapters: [wagmiAdapter],
  projectId,
  networks,
  metadata,
  apiUrl,
  explorerUrl: apiUrl,
  features: { analytics: true },
})

/** wagmi and react-query for the page, starting from the connection the server read from the request's cookie. */
export default function ContextProvider({
  children,
  cookies,
}: {
  children: ReactNode
  cookies: string | null
}) {
  const initialState = cookieToInitialState(config, cookies)
  return (
    <WagmiProvider config={config} initialState={initialState}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}
