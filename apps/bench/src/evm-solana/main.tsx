// ../appkit with Solana beside EVM (spec §4): createAppKit + WagmiAdapter + SolanaAdapter + <AppKitButton />,
// mainnet, arbitrum and Solana mainnet in one modal. Set against the appkit page, it shows what adding
// SolanaAdapter to an EVM dApp costs. Endpoints as on ../appkit; the networks' RPCs stay the hosted ones, so a
// request an adapter made before a wallet connected would show in the bench's list of origins off 127.0.0.1.

import { arbitrum, mainnet, solana } from '@org/appkit/networks'
import { AppKitButton, createAppKit } from '@org/appkit/react'
import { SolanaAdapter } from '@org/appkit-adapter-solana'
import { WagmiAdapter } from '@org/appkit-adapter-wagmi'
import { createRoot } from 'react-dom/client'

const projectId = 'laboratory'
const evmNetworks = [mainnet, arbitrum] as const
const origin = globalThis.location.origin

createAppKit({
  projectId,
  networks: [...evmNetworks, solana],
  adapters: [new WagmiAdapter({ projectId, networks: [...evmNetworks] }), new SolanaAdapter()],
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
