// The bare wagmi + viem page `pnpm bench` compares against: the same two networks, wagmi's own connectors, a
// "Connect Wallet" button that lists them. What the AppKit page costs beyond this is the modal's own cost.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { arbitrum, mainnet } from 'viem/chains'
import { createConfig, http, useConnect, useConnectors, WagmiProvider } from 'wagmi'
import { injected } from 'wagmi/connectors'

// RPC on loopback like the AppKit page: nothing may leave 127.0.0.1 (and nothing is called until a wallet acts).
const rpc = `${globalThis.location.origin}/rpc`
const config = createConfig({
  chains: [mainnet, arbitrum],
  connectors: [injected()],
  transports: { [mainnet.id]: http(rpc), [arbitrum.id]: http(rpc) },
})
const queryClient = new QueryClient()

function WalletList() {
  const connectors = useConnectors()
  const { connect } = useConnect()
  return (
    <ul aria-label="Wallets">
      {connectors.map((connector) => (
        <li key={connector.uid}>
          <button type="button" onClick={() => connect({ connector })}>
            {connector.name}
          </button>
        </li>
      ))}
    </ul>
  )
}

function ConnectButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open ? <WalletList /> : null}
    </>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <ConnectButton />
    </QueryClientProvider>
  </WagmiProvider>,
)
