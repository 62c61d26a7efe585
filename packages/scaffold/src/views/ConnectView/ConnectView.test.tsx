import type { Connector, Core } from '@org/appkit-core'
import { MODAL_VIEWS } from '@org/appkit-core/internal'
import { createMockAdapter } from '@org/appkit-testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { renderView } from '../../stories/renderView.tsx'
import { ConnectView } from './ConnectView.tsx'

const metaMask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
}
const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}

/** The views the embedded wallet's email and social flows would add: declared built by the fake below. */
const EMBEDDED_WALLET_VIEWS = [...MODAL_VIEWS, 'EmailLogin', 'ConnectingSocial'] as const

/**
 * A core with the story wallet's adapter. `embedded` fakes what does not exist yet at the edge: an adapter that
 * provides the embedded wallet, and its email and social views built.
 */
function connectCore(overrides: Parameters<typeof createStoryCore>[0] = {}, { embedded = false } = {}) {
  const { adapter, calls } = createMockAdapter({ capabilities: { embeddedWallet: embedded } })
  const core = createStoryCore({
    adapters: [adapter],
    ...(embedded ? { views: EMBEDDED_WALLET_VIEWS } : {}),
    ...overrides,
  })
  return { core, calls }
}

function walletRows() {
  return within(screen.getByRole('list', { name: 'Wallets' }))
    .getAllByRole('button')
    .map((button) => button.textContent)
}

function sectionOrder(container: HTMLElement): string[] {
  return Array.from(
    container.querySelectorAll('.apkt-connect-email, .apkt-connect-socials, .apkt-connect-wallets'),
  ).map((section) => section.className.replace(/.*apkt-connect-/, ''))
}

it('lists wallets in the core order with their tags: WalletConnect, recent, installed, featured, recommended', async () => {
  const { core } = connectCore({ featuredWalletIds: ['fixture-wallet-5'] })
  core.connector.setConnectors('eip155', [metaMask])
  core.connector.addConnector(walletConnect)
  core.connector.addRecentWallet({ id: 'fixture-wallet-9', name: 'Fixture Wallet 9' })
  renderView(core, <ConnectView />)
  await waitFor(() => expect(walletRows()).toContain('Fixture Wallet 4'))
  expect(walletRows()).toEqual([
    'WalletConnectQR code',
    'Fixture Wallet 9Recent',
    'MetaMaskInstalled',
    'Fixture Wallet 5',
    'Fixture Wallet 1',
    'Fixture Wallet 2',
    'Fixture Wallet 3',
    'Fixture Wallet 4',
    'All wallets',
  ])
})

it('shows neither the email field nor social buttons while nothing serves them (no embedded wallet today)', () => {
  const { core } = connectCore()
  const view = renderView(core, <ConnectView />)
  expect(sectionOrder(view.container)).toEqual(['wallets'])
  expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull()
  expect(screen.queryByRole('button', { name: /^Continue with/ })).toBeNull()
  expect(screen.queryByText('or')).toBeNull()
})

it('follows the core method order: email and socials first, wallets first once a browser wallet shows', async () => {
  const { core } = connectCore({}, { embedded: true })
  const view = renderView(core, <ConnectView />)
  expect(sectionOrder(view.container)).toEqual(['email', 'socials', 'wallets'])
  view.unmount()
  core.connector.setConnectors('eip155', [metaMask])
  const again = renderView(core, <ConnectView />)
  expect(sectionOrder(again.container)).toEqual(['wallets', 'email', 'socials'])
  expect(screen.getByText('or')).toBeTruthy()
})

it('with an embedded wallet, the email goes to its email flow and a social login to its view', async () => {
  const { core } = connectCore({}, { embedded: true })
  renderView(core, <ConnectView />)
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'visitor@example.com{Enter}')
  expect(core.router.state).toMatchObject({ view: 'EmailLogin', data: { email: 'visitor@example.com' } })
  expect(core.snack.state.open).toBe(false)
  core.router.reset('Connect')
  await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }))
  expect(core.router.state).toMatchObject({ view: 'ConnectingSocial', data: { socialProvider: 'google' } })
  core.router.reset('Connect')
  await userEvent.click(screen.getByRole('button', { name: 'Continue with Farcaster' }))
  expect(core.router.state).toMatchObject({
    view: 'ConnectingFarcaster',
    data: { socialProvider: 'farcaster' },
  })
  expect(screen.getByRole('button', { name: 'Continue with GitHub' }).textContent).toBe('GitHub')
})

it('offers only the socials whose login view is built (here Farcaster alone, with the modal’s views)', () => {
  const { core } = connectCore({ views: MODAL_VIEWS }, { embedded: true })
  renderView(core, <ConnectView />)
  expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull()
  expect(
    screen.getAllByRole('button', { name: /^Continue with/ }).map((button) => button.textContent),
  ).toEqual(['Continue with Farcaster'])
})

it('scopes the embedded wallet to the namespace the modal was opened for', () => {
  const { core } = connectCore({}, { embedded: true })
  core.modal.open({ namespace: 'solana' })
  renderView(core, <ConnectView />)
  expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull()
})

it('hides email, socials and wallets as the options say', () => {
  const { core } = connectCore(
    { features: { email: false, socials: false, analytics: false }, allWallets: 'HIDE' },
    { embedded: true },
  )
  core.connector.setConnectors('eip155', [metaMask])
  const view = renderView(core, <ConnectView />)
  expect(sectionOrder(view.container)).toEqual(['wallets'])
  expect(screen.queryByRole('button', { name: /^All wallets/ })).toBeNull()
  view.unmount()
  const { core: noWallets } = connectCore({ enableWallets: false }, { embedded: true })
  const other = renderView(noWallets, <ConnectView />)
  expect(sectionOrder(other.container)).toEqual(['email', 'socials'])
})

it('shows All wallets only on phones with allWallets ONLY_MOBILE (this is a desktop)', () => {
  const { core } = connectCore({ allWallets: 'ONLY_MOBILE' })
  renderView(core, <ConnectView />)
  expect(screen.queryByRole('button', { name: /^All wallets/ })).toBeNull()
})

it('gates every way to connect behind the legal checkbox, whose links are the dApp`s', async () => {
  const { core } = connectCore(
    {
      features: { legalCheckbox: true, analytics: false },
      termsConditionsUrl: 'https://dapp.example/terms',
      privacyPolicyUrl: 'https://dapp.example/privacy',
    },
    { embedded: true },
  )
  core.connector.setConnectors('eip155', [metaMask])
  renderView(core, <ConnectView />)
  const metaMaskRow = screen.getByRole('button', { name: /^MetaMask/ }) as HTMLButtonElement
  expect(metaMaskRow.disabled).toBe(true)
  expect((screen.getByRole('button', { name: /^All wallets/ }) as HTMLButtonElement).disabled).toBe(true)
  expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).disabled).toBe(true)
  expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
    'https://dapp.example/terms',
  )
  expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
    'https://dapp.example/privacy',
  )
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }))
  expect(metaMaskRow.disabled).toBe(false)
  expect(screen.queryByText(/By connecting your wallet/)).toBeNull()
})

it('names the terms in a footer when there is no legal checkbox', () => {
  const { core } = connectCore({ termsConditionsUrl: 'https://dapp.example/terms' })
  renderView(core, <ConnectView />)
  const footer = screen.getByText(/By connecting your wallet/)
  expect(footer.textContent).toBe('By connecting your wallet, you agree to the Terms of Service.')
  expect(screen.queryByRole('checkbox')).toBeNull()
})

it('connects an announced wallet: ConnectingExternal with the connector, through the adapter', async () => {
  const { core, calls } = connectCore()
  core.connector.setConnectors('eip155', [metaMask])
  renderView(core, <ConnectView />)
  await userEvent.click(screen.getByRole('button', { name: /^MetaMask/ }))
  expect(core.router.state.view).toBe('ConnectingExternal')
  expect(core.router.state.data?.connector).toEqual(metaMask)
  expect(calls).toContainEqual(
    expect.objectContaining({
      method: 'connect',
      parameters: expect.objectContaining({ id: 'io.metamask' }),
    }),
  )
  await waitFor(() => expect(core.connection.state.status.eip155).toBe('connected'))
})

it('pairs WalletConnect for the WalletConnect row and for registry wallets', async () => {
  const { core } = connectCore()
  core.connector.addConnector(walletConnect)
  renderView(core, <ConnectView />)
  await userEvent.click(screen.getByRole('button', { name: /^WalletConnect/ }))
  expect(core.router.state.view).toBe('ConnectingWalletConnect')
  expect(core.router.state.data?.wallet).toBeUndefined()
  core.router.reset('Connect')
  await userEvent.click(await screen.findByRole('button', { name: 'Fixture Wallet 2' }))
  expect(core.router.state.view).toBe('ConnectingWalletConnect')
  expect(core.router.state.data?.wallet).toMatchObject({ id: 'fixture-wallet-2', name: 'Fixture Wallet 2' })
  expect(core.connection.state.recentWallet?.id).toBe('fixture-wallet-2')
})

it('goes to All wallets and to the wallet guide', async () => {
  const { core } = connectCore()
  renderView(core, <ConnectView />)
  await userEvent.click(screen.getByRole('button', { name: /^All wallets/ }))
  expect(core.router.state.view).toBe('AllWallets')
  await userEvent.click(screen.getByRole('button', { name: 'Get a wallet' }))
  expect(core.router.state.view).toBe('GetWallet')
})

it('reads German from the catalogue', async () => {
  const { core } = connectCore({}, { embedded: true })
  renderView(core as Core, <ConnectView />, 'de')
  expect(await screen.findByRole('button', { name: 'Mit Google fortfahren' })).toBeTruthy()
})
