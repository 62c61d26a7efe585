import type { CaipNetwork, RouterView } from '@org/appkit-core'
import { useSnapshot } from 'valtio'
import { labCore } from './labCore.ts'

const VIEWS: readonly RouterView[] = ['Connect', 'AllWallets', 'Networks', 'WhatIsAWallet', 'Account']

/** A page that drives a real core and shows its state change: the modal's brain without the modal. */
export function CoreLab() {
  const modal = useSnapshot(labCore.modal.state)
  const router = useSnapshot(labCore.router.state)
  const chain = useSnapshot(labCore.chain.state)
  const theme = useSnapshot(labCore.theme.state)
  const snack = useSnapshot(labCore.snack.state)
  const events = useSnapshot(labCore.events.state)
  const networks = labCore.options.state.networks
  const active = chain.activeNamespace ? chain.chains[chain.activeNamespace].network.activeNetwork : undefined

  return (
    <main
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 760, margin: '2rem auto', lineHeight: 1.5 }}
    >
      <h1>AppKit laboratory</h1>
      <p>A fresh core, driven by the buttons below. Every panel reads the core's state as it changes.</p>

      <section aria-labelledby="modal-heading">
        <h2 id="modal-heading">Modal and router</h2>
        <p>
          Modal: <strong data-testid="modal-state">{modal.open ? 'open' : 'closed'}</strong>, view:{' '}
          <strong data-testid="router-view">{router.view}</strong>, history:{' '}
          <span data-testid="router-history">{router.history.map((entry) => entry.view).join(' → ')}</span>
        </p>
        <button type="button" onClick={() => labCore.modal.open()}>
          Open
        </button>{' '}
        <button type="button" onClick={() => labCore.modal.close()}>
          Close
        </button>{' '}
        <button type="button" onClick={() => labCore.router.goBack()}>
          Back
        </button>{' '}
        {VIEWS.map((view) => (
          <button key={view} type="button" onClick={() => labCore.router.push(view)}>
            Push {view}
          </button>
        ))}
      </section>

      <section aria-labelledby="network-heading">
        <h2 id="network-heading">Networks</h2>
        <p>
          Active namespace: <strong data-testid="active-namespace">{chain.activeNamespace ?? 'none'}</strong>,
          network: <strong data-testid="active-network">{active?.name ?? 'none'}</strong>
        </p>
        {networks.map((network: CaipNetwork) => (
          <button
            key={network.caipNetworkId}
            type="button"
            onClick={() => void labCore.switchNetwork(network)}
            aria-pressed={active?.caipNetworkId === network.caipNetworkId}
          >
            {network.name}
          </button>
        ))}
      </section>

      <section aria-labelledby="toast-heading">
        <h2 id="toast-heading">Toasts and theme</h2>
        <p>
          Toast:{' '}
          <strong data-testid="toast">{snack.open ? `${snack.variant}: ${snack.message}` : 'none'}</strong>,
          theme: <strong data-testid="theme">{`${theme.themeMode} (${theme.resolvedThemeMode})`}</strong>
        </p>
        <button type="button" onClick={() => labCore.snack.showSuccess('Transaction started')}>
          Success toast
        </button>{' '}
        <button type="button" onClick={() => labCore.snack.showError('Something went wrong')}>
          Error toast
        </button>{' '}
        {(['light', 'dark', 'system'] as const).map((mode) => (
          <button key={mode} type="button" onClick={() => labCore.theme.setThemeMode(mode)}>
            Theme {mode}
          </button>
        ))}
      </section>

      <section aria-labelledby="events-heading">
        <h2 id="events-heading">Tracked events</h2>
        <ol data-testid="events">
          {events.history.slice(-8).map((record) => (
            <li key={`${record.timestamp}-${record.data.event}`}>{record.data.event}</li>
          ))}
        </ol>
      </section>
    </main>
  )
}
