// The minimal Solana dApp `pnpm bench` measures, the twin of ../appkit: createAppKit + SolanaAdapter +
// <AppKitButton /> on Solana mainnet, nothing else. Every AppKit endpoint points at the page's own loopback
// origin and the features that call services are off; the network's RPC stays the hosted one, so a request the
// adapter made before a wallet connected would show in the bench's list of origins off 127.0.0.1.

import { solana } from '@org/appkit/networks'
import { AppKitButton, createAppKit } from '@org/appkit/react'
import { SolanaAdapter } from '@org/appkit-adapter-solana'
import { createRoot } from 'react-dom/client'

const projectId = 'laboratory'
const origin = globalThis.location.origin

createAppKit({
  projectId,
  networks: [solana],
  adapters: [new SolanaAdapter()],
  metadata: { name: 'AppKit bench', description: 'The page pnpm bench measures', url: origin, icons: [] },
  apiUrl: origin,
  explorerUrl: origin,
  relayUrl: origin.replace(/^http/, 'ws'),
  verifyUrl: false,
  features: { analytics: false, email: false, socials: false, swaps: false, onramp: false, history: false },
})

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(<AppKitButton />)
