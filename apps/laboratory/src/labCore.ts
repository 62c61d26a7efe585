import { createCore } from '@org/appkit-core'
import { fixtureNetworks } from '@org/appkit-testing'

/**
 * The laboratory's core: the fixture networks (devnet first), analytics off and the hosted services untouched
 * (nothing here calls them until the local API server arrives). One per page load.
 */
export const labCore = createCore({
  projectId: 'laboratory',
  networks: fixtureNetworks as Parameters<typeof createCore>[0]['networks'],
  metadata: {
    name: 'AppKit laboratory',
    description: 'The demo dApp',
    url: globalThis.location?.origin ?? 'http://127.0.0.1:5173',
    icons: [],
  },
  features: { analytics: false },
})
