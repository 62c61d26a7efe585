'use client'

import { useEffect, useState } from 'react'
import { useConnection } from 'wagmi'

/** A client component: AppKit's custom element, and the account as wagmi's own hook reports it. */
export function ConnectionInfo() {
  const { address, chainId, status } = useConnection()
  // Set after hydration only, so a test can tell when the page became interactive.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return (
    <section aria-label="From a client component" data-hydrated={hydrated}>
      <appkit-button />
      <dl>
        <dt>Status</dt>
        <dd data-testid="status">{status}</dd>
        <dt>Address</dt>
        <dd data-testid="address">{address ?? ''}</dd>
        <dt>Chain id</dt>
        <dd data-testid="chain-id">{chainId ?? ''}</dd>
      </dl>
    </section>
  )
}
