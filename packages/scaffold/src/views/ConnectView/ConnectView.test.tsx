import type { Connector, Core } from '@org/appkit-core'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { createStoryAdapter } from '../../stories/createStoryAdapter.ts'
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

function connectCore(overrides: Parameters<typeof createStoryCore>[0] = {}) {
  const { adapter, calls } = createStoryAdapter()
  const core = createStoryCore({ adapters: [adapter], ...overrides })
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

it('follows the core method order: email and socials first, wallets first once a browser wallet shows', async () => {
  const { core } = connectCore()
  const view = renderView(core, <ConnectView />)
  expect(sectionOrder(view.container)).toEqual(['email', 'socials', 'wallets'])
  view.unmount()
  core.connector.setConnectors('eip155', [metaMask])
  const again = renderView(core, <ConnectView />)
  expect(sectionOrder(again.container)).toEqual(['wallets', 'email', 'socials'])
  expect(screen.getByText('or')).toBeTruthy()
})

it('says that email and social login are not available yet instead of pretending', async () => {
  const { core } = connectCore()
  renderView(core, <ConnectView />)
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'visitor@example.com{Enter}')
  expect(core.snack.state).toMatchObject({
    open: true,
    variant: 'error',
    message: 'Email login is not available yet',
  })
  await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }))
  await waitFor(() => expect(core.snack.state.message).toBe('Google login is not available yet'))
  expect(screen.getByRole('list', { name: 'More social logins' })).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Continue with GitHub' }).textContent).toBe('GitHub')
})

it('hides email, socials and wallets as the options say', () => {
  const { core } = connectCore({
    features: { email: false, socials: false, analytics: false },
    allWallets: 'HIDE',
  })
  core.connector.setConnectors('eip155', [metaMask])
  const view = renderView(core, <ConnectView />)
  expect(sectionOrder(view.container)).toEqual(['wallets'])
  expect(screen.queryByRole('button', { name: /^All wallets/ })).toBeNull()
  view.unmount()
  const { core: noWallets } = connectCore({ enableWallets: false })
  const other = renderView(noWallets, <ConnectView />)
  expect(sectionOrder(other.container)).toEqual(['email', 'socials'])
})

it('shows All wallets only on phones with allWallets ONLY_MOBILE (this is a desktop)', () => {
  const { core } = connectCore({ allWallets: 'ONLY_MOBILE' })
  renderView(core, <ConnectView />)
  expect(screen.queryByRole('button', { name: /^All wallets/ })).toBeNull()
})

it('gates every way to connect behind the legal checkbox, whose links are the dApp`s', async () => {
  const { core } = connectCore({
    features: { legalCheckbox: true, analytics: false },
    termsConditionsUrl: 'https://dapp.example/terms',
    privacyPolicyUrl: 'https://dapp.example/privacy',
  })
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
  const { core } = connectCore()
  renderView(core as Core, <ConnectView />, 'de')
  expect(await screen.findByRole('button', { name: 'Mit Google fortfahren' })).toBeTruthy()
})
