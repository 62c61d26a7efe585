// The minimal dApp `pnpm bench` measures: createAppKit + WagmiAdapter + <AppKitButton />, mainnet and
// arbitrum, nothing else. Every endpoint points at the page's own loopback origin and the features that call
// services are off, so the bench can demand zero requests that leave 127.0.0.1.

import { arbitrum, mainnet } from '@org/appkit/networks'
import { AppKitButton, createAppKit } from '@org/appkit/react'
import { WagmiAdapter } from '@org/appkit-adapter-wagmi'
import { createRoot } from 'react-dom/client'

const projectId = 'laboratory'
const networks = [mainnet, arbitrum] as const
const origin = globalThis.location.origin

createAppKit({
  projectId,
  networks: [...networks],
  adapters: [new WagmiAdapter({ projectId, networks: [...networks] })],
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
