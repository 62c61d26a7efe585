// AppKit's documented quick start with our import specifiers: createAppKit with the wagmi adapter, two networks,
// a project id and metadata, and `<appkit-button />` in the markup; nothing else configured. So the page uses the
// hosted defaults (API, relay, RPC, analytics): in the bench, the browser fails every request that leaves
// 127.0.0.1 (scripts/bench-browser.mjs, OFFLINE_ARGS) and the bench prints the hosts the page tried. The JSX below
// also checks, in `pnpm --filter @org/appkit-bench typecheck`, that `@org/appkit/react` alone types the `appkit-*`
// tags.

import { arbitrum, mainnet } from '@org/appkit/networks'
import { createAppKit } from '@org/appkit/react'
import { WagmiAdapter } from '@org/appkit-adapter-wagmi'
import { createRoot } from 'react-dom/client'

const projectId = 'b56e18d47c72ab683b10814fe9495694' // a dummy project id: the bench is offline
const metadata = {
  name: 'AppKit quick start',
  description: 'The documented quick start, measured by pnpm bench',
  url: globalThis.location.origin,
  icons: [],
}

const wagmiAdapter = new WagmiAdapter({ projectId, networks: [mainnet, arbitrum] })

createAppKit({ adapters: [wagmiAdapter], networks: [mainnet, arbitrum], projectId, metadata })

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(<appkit-button />)
