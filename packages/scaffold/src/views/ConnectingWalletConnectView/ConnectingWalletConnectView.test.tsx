import { type Core, SignClientNotInitializedError, UserRejectedRequestError } from '@org/appkit-core'
import type { WalletConnectConnections } from '@org/appkit-core/internal'
import { createMockAdapter, MOCK_ADDRESSES } from '@org/appkit-testing'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { renderView } from '../../stories/renderView.tsx'
import { ConnectingWalletConnectView } from './ConnectingWalletConnectView.tsx'
import { openWalletConnect } from './openWalletConnect.ts'

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

const rainbow = {
  id: 'rainbow',
  name: 'Rainbow',
  homepage: 'https://rainbow.example',
  desktopLink: 'rainbow://desktop/',
  webappLink: 'https://app.rainbow.example',
}

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A core whose WalletConnect client is `pair` (none: WalletConnect is not configured). */
function wcCore(pair?: (core: Core) => Promise<WalletConnectConnections>) {
  const { adapter } = createMockAdapter()
  const holder: { core?: Core } = {}
  const core = createStoryCore({
    adapters: [adapter],
    ...(pair ? { connectWalletConnect: () => pair(holder.core as Core) } : {}),
  })
  holder.core = core
  core.modal.open({ view: 'Connect' })
  return core
}

it('says plainly when the app has no WalletConnect client', async () => {
  const core = wcCore()
  core.router.push('ConnectingWalletConnect')
  renderView(core, <ConnectingWalletConnectView />)
  expect(await screen.findByRole('heading', { name: 'WalletConnect is not configured' })).toBeTruthy()
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
})

it('shows a placeholder while the URI is created, then the QR code with a working Copy link', async () => {
  const writeText = vi.fn(async () => undefined)
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
  let publish: () => void = () => undefined
  const core = wcCore(
    (bound) =>
      new Promise(() => {
        publish = () => bound.connection.setWcUri(URI)
      }),
  )
  core.router.push('ConnectingWalletConnect')
  renderView(core, <ConnectingWalletConnectView />)
  expect(screen.getByRole('img', { name: 'Creating the QR code' }).getAttribute('aria-busy')).toBe('true')
  expect((screen.getByRole('button', { name: 'Copy link' }) as HTMLButtonElement).disabled).toBe(true)
  await act(async () => publish())
  expect(screen.getByRole('img', { name: 'WalletConnect QR code' }).getAttribute('aria-busy')).toBeNull()
  await userEvent.click(screen.getByRole('button', { name: 'Copy link' }))
  expect(writeText).toHaveBeenCalledWith(URI)
  expect(core.snack.state).toMatchObject({ open: true, variant: 'success', message: 'Link copied' })
})

it('does not start a second pairing when a URI is already showing', async () => {
  const pair = vi.fn(() => new Promise<WalletConnectConnections>(() => undefined))
  const core = wcCore(pair)
  core.connection.setWcUri(URI)
  core.router.push('ConnectingWalletConnect', { wallet: rainbow })
  renderView(core, <ConnectingWalletConnectView />)
  expect(screen.getByRole('img', { name: 'QR code to connect Rainbow' })).toBeTruthy()
  expect(screen.getByText('Scan with Rainbow on your phone')).toBeTruthy()
  expect(pair).not.toHaveBeenCalled()
})

it('offers Try again for a fresh URI after the wallet declined; once it connects: recent wallet, modal closed', async () => {
  const outcomes = ['reject', 'approve']
  const core = wcCore(async (bound) => {
    bound.connection.setWcUri(`${URI}&n=${outcomes.length}`)
    if (outcomes.shift() === 'reject') throw new UserRejectedRequestError()
    return { eip155: { address: MOCK_ADDRESSES.eip155, chainId: 31337 } }
  })
  openWalletConnect(core, rainbow)
  renderView(core, <ConnectingWalletConnectView />)
  expect(await screen.findByRole('heading', { name: 'Connection declined' })).toBeTruthy()
  expect(screen.getByText('Rainbow declined or the QR code expired. Try again for a new one.')).toBeTruthy()
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  await waitFor(() => expect(core.modal.state.open).toBe(false))
  expect(core.connection.state.status.eip155).toBe('connected')
  expect(core.connector.state.recentWallets[0]).toMatchObject({ id: 'rainbow', name: 'Rainbow' })
})

it('has a tab per platform the wallet offers and opens its web app with the pairing URI', async () => {
  const open = vi.fn()
  vi.stubGlobal('open', open)
  const core = wcCore()
  core.connection.setWcUri(URI)
  core.router.push('ConnectingWalletConnect', { wallet: rainbow })
  renderView(core, <ConnectingWalletConnectView />)
  const tabs = within(screen.getByRole('tablist', { name: 'Connect with' }))
  expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['QR code', 'Desktop', 'Web app'])
  await userEvent.click(tabs.getByRole('tab', { name: 'Web app' }))
  await userEvent.click(screen.getByRole('button', { name: 'Open Rainbow web app' }))
  expect(open).toHaveBeenCalledWith(
    `https://app.rainbow.example/wc?uri=${encodeURIComponent(URI)}`,
    '_blank',
    'noopener,noreferrer',
  )
  expect(core.connection.state.wcLinking?.name).toBe('Rainbow')
  await userEvent.click(tabs.getByRole('tab', { name: 'Desktop' }))
  await userEvent.click(screen.getByRole('button', { name: 'Open Rainbow desktop' }))
  expect(open).toHaveBeenLastCalledWith(`rainbow://desktop/wc?uri=${encodeURIComponent(URI)}`, '_self')
  expect(screen.getByRole('link', { name: 'Get it' }).getAttribute('href')).toBe('https://rainbow.example/')
})

it('S1: offers no tab for a registry link with a scheme outside the allow-list (ms-msdt:, search-ms:)', async () => {
  const open = vi.fn()
  vi.stubGlobal('open', open)
  const core = wcCore()
  core.connection.setWcUri(URI)
  const hostile = { ...rainbow, desktopLink: 'search-ms:query=x', mobileLink: 'ms-msdt:/id PCWDiagnostic' }
  core.router.push('ConnectingWalletConnect', { wallet: hostile })
  renderView(core, <ConnectingWalletConnectView />)
  const tabs = within(screen.getByRole('tablist', { name: 'Connect with' }))
  expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['QR code', 'Web app'])
  expect(open).not.toHaveBeenCalled()
})

it("offers the desktop tab for a scheme of the dApp's own customWallets", async () => {
  const core = wcCore()
  core.options.state.customWallets = [{ id: 'x', name: 'X', desktop_link: 'xwallet://' }]
  core.connection.setWcUri(URI)
  core.router.push('ConnectingWalletConnect', { wallet: { ...rainbow, desktopLink: 'xwallet://' } })
  renderView(core, <ConnectingWalletConnectView />)
  const tabs = within(screen.getByRole('tablist', { name: 'Connect with' }))
  expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['QR code', 'Desktop', 'Web app'])
})

it('says WalletConnect could not start when its SDK did not load (not that the wallet declined); Try again starts it anew', async () => {
  const outcomes = ['unavailable', 'approve']
  const core = wcCore(async (bound) => {
    if (outcomes.shift() === 'unavailable')
      throw new SignClientNotInitializedError({ cause: new Error('load failed') })
    bound.connection.setWcUri(URI)
    return { eip155: { address: MOCK_ADDRESSES.eip155, chainId: 31337 } }
  })
  openWalletConnect(core, rainbow)
  renderView(core, <ConnectingWalletConnectView />)
  expect(await screen.findByRole('heading', { name: 'WalletConnect could not start' })).toBeTruthy()
  expect(screen.queryByRole('heading', { name: 'Connection declined' })).toBeNull()
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  await waitFor(() => expect(core.connection.state.status.eip155).toBe('connected'))
})
