import {
  AppKitButton,
  AppKitNetworkButton,
  useAppKit,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitProvider,
  useDisconnect,
} from '@org/appkit/react'
import { useState } from 'react'
import type { Address } from 'viem'
import { createLabWallet, type Eip1193Provider } from './createLabWallet.ts'
import { labConfig, networks, servesEvm, servesSolana, usesAdapter } from './labAppKit.ts'
import { labConfigs } from './labConfigs.ts'
import { SolanaActions } from './SolanaActions.tsx'

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The demo dApp: connect, account, sign, send, switch network, disconnect, each through the public API. */
export function LabPage() {
  const { open } = useAppKit()
  const { address, isConnected, status } = useAppKitAccount()
  const evmAccount = useAppKitAccount({ namespace: 'eip155' })
  const { caipNetwork, switchNetwork } = useAppKitNetwork()
  const { disconnect } = useDisconnect()
  const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
  const wallet = createLabWallet(walletProvider, usesAdapter)
  const [signature, setSignature] = useState<string>()
  const [txHash, setTxHash] = useState<string>()
  const [balance, setBalance] = useState<string>()
  const [error, setError] = useState<string>()

  async function run(action: () => Promise<void>) {
    setError(undefined)
    try {
      await action()
    } catch (caught) {
      setError(caught instanceof Error ? (caught.message.split('\n')[0] ?? caught.message) : String(caught))
    }
  }

  const readBalance = () =>
    run(async () => {
      if (!address) return
      setBalance(await wallet.readBalance(address as Address))
    })

  return (
    <main className="lab">
      <header>
        <h1>AppKit laboratory</h1>
        <nav aria-label="Configurations">
          {labConfigs.map((config) => (
            <a
              key={config.id}
              href={`?config=${config.id}`}
              aria-current={config.id === labConfig.id ? 'page' : undefined}
            >
              {config.title}
            </a>
          ))}
        </nav>
      </header>

      <section aria-labelledby="connect-heading">
        <h2 id="connect-heading">Connect</h2>
        <div className="row">
          <AppKitButton />
          <AppKitNetworkButton />
          <button type="button" onClick={() => void open()}>
            Open modal
          </button>
          <button type="button" onClick={() => void open({ view: 'Networks' })}>
            Open networks
          </button>
        </div>
        {import.meta.env.DEV ? (
          <p className="hint">
            Development mode: the "Dev Wallet (local devnet)" in the modal is a test wallet holding a
            well-known devnet key{servesSolana ? ' (and "Solana Dev Wallet" one of the Solana devnet)' : ''}.
            It approves every request. Never use it for anything of value.
          </p>
        ) : null}
      </section>

      <section aria-labelledby="account-heading">
        <h2 id="account-heading">Account</h2>
        <dl>
          <dt>Status</dt>
          <dd data-testid="status">{status ?? 'disconnected'}</dd>
          <dt>Address</dt>
          <dd data-testid="address">{address ?? 'none'}</dd>
          {servesEvm && servesSolana ? (
            <>
              <dt>EVM address</dt>
              <dd data-testid="eip155-address">{evmAccount.address ?? 'none'}</dd>
            </>
          ) : null}
          <dt>Network</dt>
          <dd data-testid="network">{caipNetwork?.name ?? 'none'}</dd>
          <dt>Balance</dt>
          <dd data-testid="balance">{balance ?? 'not read'}</dd>
        </dl>
      </section>

      <section aria-labelledby="actions-heading">
        <h2 id="actions-heading">Actions</h2>
        <div className="row">
          {servesEvm ? (
            <>
              <button type="button" disabled={!isConnected} onClick={() => void readBalance()}>
                Read balance
              </button>
              <button
                type="button"
                disabled={!isConnected}
                onClick={() =>
                  void run(async () => {
                    setSignature(await wallet.sign('Hello from the laboratory', address as Address))
                  })
                }
              >
                Sign message
              </button>
              <button
                type="button"
                disabled={!isConnected}
                onClick={() =>
                  void run(async () => {
                    setTxHash(await wallet.send(address as Address, RECEIVER, '0.01'))
                  })
                }
              >
                Send 0.01 ETH
              </button>
            </>
          ) : null}
          {networks.map((network) => (
            <button
              key={network.caipNetworkId}
              type="button"
              onClick={() => void run(() => switchNetwork(network))}
            >
              Switch to {network.name}
            </button>
          ))}
          <button type="button" disabled={!isConnected} onClick={() => void run(() => disconnect())}>
            Disconnect
          </button>
        </div>
        <dl>
          <dt>Signature</dt>
          <dd data-testid="signature">{signature ?? 'none'}</dd>
          <dt>Transaction</dt>
          <dd data-testid="tx-hash">{txHash ?? 'none'}</dd>
        </dl>
        {error ? (
          <p role="alert" data-testid="error">
            {error}
          </p>
        ) : null}
      </section>

      {servesSolana ? <SolanaActions /> : null}
    </main>
  )
}
