import { useAppKitAccount, useAppKitProvider, useDisconnect } from '@org/appkit/react'
import type { SolanaProvider } from '@org/appkit-adapter-solana'
import { useState } from 'react'

const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * The Solana part of the demo dApp: the solana account whatever namespace is active, a message signed with the
 * provider `useAppKitProvider('solana')` hands out (as Reown's Solana examples do), and a disconnect of Solana alone.
 */
export function SolanaActions() {
  const { address, isConnected } = useAppKitAccount({ namespace: 'solana' })
  const { walletProvider } = useAppKitProvider<SolanaProvider>('solana')
  const { disconnect } = useDisconnect()
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()

  async function run(action: () => Promise<void>) {
    setError(undefined)
    try {
      await action()
    } catch (caught) {
      setError(caught instanceof Error ? (caught.message.split('\n')[0] ?? caught.message) : String(caught))
    }
  }

  return (
    <section aria-labelledby="solana-heading">
      <h2 id="solana-heading">Solana</h2>
      <dl>
        <dt>Address</dt>
        <dd data-testid="solana-address">{address ?? 'none'}</dd>
      </dl>
      <div className="row">
        <button
          type="button"
          disabled={!isConnected || !walletProvider}
          onClick={() =>
            void run(async () => {
              if (!walletProvider) return
              const signed = await walletProvider.signMessage(
                new TextEncoder().encode('Hello from the laboratory'),
              )
              setSignature(toHex(signed))
            })
          }
        >
          Sign message on Solana
        </button>
        <button
          type="button"
          disabled={!isConnected}
          onClick={() => void run(() => disconnect({ namespace: 'solana' }))}
        >
          Disconnect Solana
        </button>
      </div>
      <dl>
        <dt>Solana signature (hex)</dt>
        <dd data-testid="solana-signature">{signature ?? 'none'}</dd>
      </dl>
      {error ? (
        <p role="alert" data-testid="solana-error">
          {error}
        </p>
      ) : null}
    </section>
  )
}
