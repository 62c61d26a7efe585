import { type Connector, UserRejectedRequestError } from '@org/appkit-core'
import { createMockAdapter } from '@org/appkit-testing'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { renderView } from '../../stories/renderView.tsx'
import { ConnectingExternalView } from './ConnectingExternalView.tsx'
import { startExternalConnect } from './startExternalConnect.ts'

const metaMask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
}

/**
 * A core whose wallet answers each connect with the next outcome: 'reject', 'fail', 'approve', 'wait' (never),
 * 'pending' (-32002: it still shows an earlier request) or 'hold' (until the test calls `answer`).
 */
function walletCore(
  outcomes: ('reject' | 'fail' | 'approve' | 'wait' | 'pending' | 'hold')[],
  options: { enableEmbedded?: boolean } = {},
) {
  const { adapter, calls } = createMockAdapter()
  const approve = adapter.connect.bind(adapter)
  const held: (() => void)[] = []
  adapter.connect = async (parameters) => {
    const outcome = outcomes.shift() ?? 'approve'
    if (outcome === 'reject') throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    if (outcome === 'fail') throw new Error('Extension crashed')
    if (outcome === 'pending') {
      throw Object.assign(new Error("Request of type 'wallet_requestPermissions' already pending"), {
        code: -32002,
      })
    }
    if (outcome === 'wait') return new Promise(() => undefined)
    if (outcome === 'hold') await new Promise<void>((release) => held.push(release))
    return approve(parameters)
  }
  const core = createStoryCore({ adapters: [adapter], ...options })
  core.connector.setConnectors('eip155', [metaMask])
  core.modal.open({ view: 'Connect' })
  /** The wallet approves the oldest held request. */
  const answer = () => act(async () => held.shift()?.())
  return { core, calls, answer }
}

it('waits for the wallet: its name, a busy view, nothing to click', async () => {
  const { core } = walletCore(['wait'])
  startExternalConnect(core, metaMask)
  const view = renderView(core, <ConnectingExternalView />)
  expect(screen.getByRole('heading', { name: 'Continue in MetaMask' })).toBeTruthy()
  expect(screen.getByText('Accept the connection request in your wallet.')).toBeTruthy()
  expect(view.container.querySelector('.apkt-view')?.getAttribute('aria-busy')).toBe('true')
  expect(screen.queryByRole('button')).toBeNull()
})

it('recognises a rejection by its code, offers Try again, and closes once the retry connects', async () => {
  const { core, calls } = walletCore(['reject', 'approve'])
  startExternalConnect(core, metaMask)
  renderView(core, <ConnectingExternalView />)
  expect(await screen.findByRole('heading', { name: 'Connection declined' })).toBeTruthy()
  expect(screen.getByRole('alert').textContent).toContain('You declined the request in MetaMask.')
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  await waitFor(() => expect(core.modal.state.open).toBe(false))
  expect(calls.filter((call) => call.method === 'connect')).toHaveLength(1)
  expect(core.connection.state.status.eip155).toBe('connected')
  expect(core.router.state.history).toHaveLength(2)
})

it('tells a failure apart from a rejection', async () => {
  const { core } = walletCore(['fail'])
  startExternalConnect(core, metaMask)
  renderView(core, <ConnectingExternalView />)
  expect(await screen.findByRole('heading', { name: 'Connection failed' })).toBeTruthy()
  expect(screen.getByText('MetaMask could not connect. Check the wallet and try again.')).toBeTruthy()
})

it('recognises the core`s UserRejectedRequestError class too', async () => {
  const { core } = walletCore([])
  core.router.push('ConnectingExternal', {
    connector: metaMask,
    attempt: Promise.reject(new UserRejectedRequestError()),
  })
  renderView(core, <ConnectingExternalView />)
  expect(await screen.findByRole('heading', { name: 'Connection declined' })).toBeTruthy()
})

it('inline, shows the account once connected instead of closing', async () => {
  const { core } = walletCore(['approve'], { enableEmbedded: true })
  startExternalConnect(core, metaMask)
  renderView(core, <ConnectingExternalView />)
  await waitFor(() => expect(core.router.state.view).toBe('Account'))
})

it('starts the connection itself when opened with only a connector', async () => {
  const { core, calls } = walletCore(['approve'])
  core.router.push('ConnectingExternal', { connector: metaMask })
  renderView(core, <ConnectingExternalView />)
  await waitFor(() => expect(core.connection.state.status.eip155).toBe('connected'))
  expect(calls.filter((call) => call.method === 'connect')).toHaveLength(1)
})

it('says so when no wallet was chosen', () => {
  const { core } = walletCore([])
  core.router.push('ConnectingExternal')
  renderView(core, <ConnectingExternalView />)
  expect(screen.getByRole('heading', { name: 'No wallet selected' })).toBeTruthy()
})

it('a wallet still showing an earlier request (-32002) gets the request-pending message, not a failure, and Try again connects once it is finished', async () => {
  const { core } = walletCore(['pending', 'approve'])
  startExternalConnect(core, metaMask)
  const view = renderView(core, <ConnectingExternalView />)
  expect(await screen.findByRole('heading', { name: 'Request open in MetaMask' })).toBeTruthy()
  expect(screen.getByRole('status').textContent).toContain(
    'Open MetaMask to finish the request it is showing, then try again.',
  )
  expect(screen.queryByRole('alert')).toBeNull()
  expect(screen.queryByText('Connection failed')).toBeNull()
  expect(view.container.querySelector('.apkt-view')?.getAttribute('aria-busy')).not.toBe('true')
  expect(core.connection.state.status.eip155).toBe('disconnected')
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  await waitFor(() => expect(core.connection.state.status.eip155).toBe('connected'))
  await waitFor(() => expect(core.modal.state.open).toBe(false))
})

it('leaving the waiting view (back, close, Escape unmount it) ends connecting at once; a late approval of that request still connects', async () => {
  const { core, answer } = walletCore(['hold'])
  startExternalConnect(core, metaMask)
  const view = renderView(core, <ConnectingExternalView />)
  expect(core.chain.state.chains.eip155?.account.status).toBe('connecting')
  view.unmount()
  expect(core.connection.state.status.eip155).toBe('disconnected')
  expect(core.chain.state.chains.eip155?.account.status).toBe('disconnected')
  await answer()
  await waitFor(() => expect(core.connection.state.status.eip155).toBe('connected'))
})

it('picking the wallet again after leaving waits on its first request (no second one) and moves on when the wallet answers', async () => {
  const { core, calls, answer } = walletCore(['hold'])
  const first = startExternalConnect(core, metaMask)
  renderView(core, <ConnectingExternalView />).unmount()
  core.router.goBack()
  expect(core.connection.state.status.eip155).toBe('disconnected')
  const second = startExternalConnect(core, metaMask)
  expect(second).toBe(first)
  renderView(core, <ConnectingExternalView />)
  expect(core.connection.state.status.eip155).toBe('connecting')
  expect(screen.getByRole('heading', { name: 'Continue in MetaMask' })).toBeTruthy()
  await answer()
  await waitFor(() => expect(core.modal.state.open).toBe(false))
  expect(core.connection.state.status.eip155).toBe('connected')
  expect(calls.filter((call) => call.method === 'connect')).toHaveLength(1)
})

it('a view re-mounted on the same attempt (React StrictMode) keeps the namespace connecting', async () => {
  const { core } = walletCore(['wait'])
  startExternalConnect(core, metaMask)
  renderView(core, <ConnectingExternalView />).unmount()
  expect(core.connection.state.status.eip155).toBe('disconnected')
  renderView(core, <ConnectingExternalView />)
  expect(core.connection.state.status.eip155).toBe('connecting')
})
