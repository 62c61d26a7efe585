import { createMockAdapter, MOCK_ADDRESSES } from '@org/appkit-testing'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { connectStoryWallet } from '../../stories/connectStoryWallet.ts'
import { createAccountStoryCore } from '../../stories/createAccountStoryCore.ts'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { renderView } from '../../stories/renderView.tsx'
import { WalletReceiveView } from './WalletReceiveView.tsx'

it('shows the address as a QR code and as text, and copies it with a toast', async () => {
  const user = userEvent.setup()
  const core = await createAccountStoryCore()
  renderView(core, <WalletReceiveView />)
  const qr = screen.getByRole('img', { name: 'QR code of your address' })
  expect(qr.querySelector('svg path')).toBeTruthy()
  expect(screen.getByText(MOCK_ADDRESSES.eip155)).toBeTruthy()

  await user.click(screen.getByRole('button', { name: 'Copy address' }))
  expect(await navigator.clipboard.readText()).toBe(MOCK_ADDRESSES.eip155)
  expect(core.snack.state).toMatchObject({ open: true, variant: 'success', message: 'Address copied' })
})

it("lists the networks the address is valid on: the namespace's configured networks", async () => {
  const core = await createAccountStoryCore()
  renderView(core, <WalletReceiveView />)
  const section = screen.getByRole('region', { name: 'Networks for this address' })
  expect(
    within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Devnet', 'Ethereum'])
})

it('on Solana it lists the Solana networks only', async () => {
  const { adapter } = createMockAdapter({
    namespace: 'solana',
    connection: {
      address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    },
  })
  const core = createStoryCore({ adapters: [adapter] })
  await connectStoryWallet(core, 'solana')
  core.chain.setActiveNamespace('solana')
  renderView(core, <WalletReceiveView />)
  const names = within(screen.getByRole('region', { name: 'Networks for this address' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)
  expect(names).toHaveLength(1)
  expect(names[0]).toMatch(/Solana/)
})

it('offers to connect when no account is connected', async () => {
  const core = createStoryCore()
  renderView(core, <WalletReceiveView />)
  await userEvent.click(screen.getByRole('button', { name: 'Connect wallet' }))
  expect(core.router.state.view).toBe('Connect')
})
