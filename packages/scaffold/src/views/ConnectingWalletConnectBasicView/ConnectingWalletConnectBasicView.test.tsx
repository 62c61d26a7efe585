import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { renderView } from '../../stories/renderView.tsx'
import { ConnectingWalletConnectBasicView } from './ConnectingWalletConnectBasicView.tsx'

const URI = 'wc:7f6e504b@2?relay-protocol=irn&symKey=587d5484'

it('shows one QR code for any wallet, marks the basic connection, and lists a few wallets and All wallets', async () => {
  const core = createStoryCore()
  core.connection.setWcUri(URI)
  renderView(core, <ConnectingWalletConnectBasicView />)
  expect(screen.getByRole('img', { name: 'WalletConnect QR code' })).toBeTruthy()
  expect(core.connection.state.wcBasic).toBe(true)
  const list = () => within(screen.getByRole('region', { name: 'Or open a wallet' }))
  await waitFor(() => expect(list().getAllByRole('button')).toHaveLength(5))
  expect(
    list()
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Fixture Wallet 1', 'Fixture Wallet 2', 'Fixture Wallet 3', 'Fixture Wallet 4', 'All wallets'])
  await userEvent.click(list().getByRole('button', { name: 'Fixture Wallet 2' }))
  expect(core.router.state.view).toBe('ConnectingWalletConnect')
  expect(core.router.state.data?.wallet).toMatchObject({ id: 'fixture-wallet-2' })
})

it('goes to All wallets, unless allWallets is HIDE', async () => {
  const core = createStoryCore()
  core.connection.setWcUri(URI)
  const view = renderView(core, <ConnectingWalletConnectBasicView />)
  await userEvent.click(screen.getByRole('button', { name: 'All wallets' }))
  expect(core.router.state.view).toBe('AllWallets')
  view.unmount()
  const hidden = createStoryCore({ allWallets: 'HIDE' })
  hidden.connection.setWcUri(URI)
  renderView(hidden, <ConnectingWalletConnectBasicView />)
  expect(screen.queryByRole('button', { name: 'All wallets' })).toBeNull()
})

it('says when WalletConnect is not configured, and then offers no wallet it could not reach', async () => {
  renderView(createStoryCore(), <ConnectingWalletConnectBasicView />)
  expect(await screen.findByRole('heading', { name: 'WalletConnect is not configured' })).toBeTruthy()
  expect(screen.getByText(/connects wallets only through WalletConnect/)).toBeTruthy()
  expect(screen.queryByRole('region', { name: 'Or open a wallet' })).toBeNull()
  expect(screen.queryByRole('button', { name: 'All wallets' })).toBeNull()
})
