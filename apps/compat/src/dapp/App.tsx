import {
  useAppKit,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
} from '@org/appkit/react'
import { useState } from 'react'
import { parseEther } from 'viem'
import { useSendTransaction, useSignMessage } from 'wagmi'
import { networks } from './config.ts'

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The dApp's page: AppKit's element and hooks beside wagmi's own hooks, as AppKit's React docs show them. */
export function App() {
  const { open, close } = useAppKit()
  const { address, isConnected, status } = useAppKitAccount()
  const { caipNetwork, chainId, switchNetwork } = useAppKitNetwork()
  const { open: isOpen, selectedNetworkId } = useAppKitState()
  const { themeMode, setThemeMode } = useAppKitTheme()
  const events = useAppKitEvents()
  const { disconnect } = useDisconnect()
  const { walletInfo } = useWalletInfo()
  const { signMessageAsync } = useSignMessage()
  const { sendTransactionAsync } = useSendTransaction()
  const [signature, setSignature] = useState('')
  const [hash, setHash] = useState('')
  const [error, setError] = useState('')

  const run = (action: () => Promise<void>) => () => {
    setError('')
    action().catch((reason: unknown) => {
      setError(reason instanceof Error ? (reason.message.split('\n')[0] ?? 'error') : String(reason))
    })
  }

  return (
    <main>
      <h1>Compat dApp</h1>
      <appkit-button />
      <appkit-network-button />
      <dl>
        <dt>Status</dt>
        <dd data-testid="status">{status ?? 'disconnected'}</dd>
        <dt>Address</dt>
        <dd data-testid="address">{address ?? ''}</dd>
        <dt>Network</dt>
        <dd data-testid="network">{caipNetwork?.name ?? ''}</dd>
        <dt>Chain id</dt>
        <dd data-testid="chain-id">{chainId ?? ''}</dd>
        <dt>Selected network</dt>
        <dd data-testid="selected-network">{selectedNetworkId ?? ''}</dd>
        <dt>Modal</dt>
        <dd data-testid="modal">{isOpen ? 'open' : 'closed'}</dd>
        <dt>Theme</dt>
        <dd data-testid="theme">{themeMode}</dd>
        <dt>Wallet</dt>
        <dd data-testid="wallet">{walletInfo?.name ?? ''}</dd>
        <dt>Last event</dt>
        <dd data-testid="event">{events.data?.event ?? ''}</dd>
        <dt>Signature</dt>
        <dd data-testid="signature">{signature}</dd>
        <dt>Transaction</dt>
        <dd data-testid="hash">{hash}</dd>
        <dt>Error</dt>
        <dd data-testid="error">{error}</dd>
      </dl>
      <button type="button" onClick={run(() => open())}>
        Open modal
      </button>
      <button type="button" onClick={run(() => open({ view: 'Networks' }))}>
        Open networks
      </button>
      <button type="button" onClick={run(() => close())}>
        Close modal
      </button>
      <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
        Toggle theme
      </button>
      {isConnected ? (
        <>
          <button
            type="button"
            onClick={run(async () =>
              setSignature(await signMessageAsync({ message: 'Hello from the compat dApp' })),
            )}
          >
            Sign message
          </button>
          <button
            type="button"
            onClick={run(async () =>
              setHash(await sendTransactionAsync({ to: RECEIVER, value: parseEther('0.01') })),
            )}
          >
            Send 0.01 ETH
          </button>
          {networks.map((network) => (
            <button key={String(network.id)} type="button" onClick={run(() => switchNetwork(network))}>
              Switch to {network.name}
            </button>
          ))}
          <button type="button" onClick={run(() => disconnect())}>
            Disconnect
          </button>
        </>
      ) : null}
    </main>
  )
}
