import { MODAL_VIEWS } from '@org/appkit-core/internal'
import { createMockAdapter } from '@org/appkit-testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it, vi } from 'vitest'
import { connectStoryWallet } from '../../stories/connectStoryWallet.ts'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { renderView } from '../../stories/renderView.tsx'
import { NetworksView } from './NetworksView.tsx'

function networkButton(name: string) {
  return screen.getByRole('button', { name: new RegExp(`^${name}`) })
}

it('groups the networks under one heading per namespace, in namespace order', () => {
  renderView(createStoryCore(), <NetworksView />)
  const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
  expect(headings).toEqual(['EVM networks', 'Solana', 'Polkadot', 'Bitcoin'])
  const evm = screen.getByRole('region', { name: 'EVM networks' })
  expect(
    within(evm)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['DevnetTestnet', 'Ethereum'])
})

it('marks the active network and, when not connected, switches at once and marks the new one', async () => {
  const core = createStoryCore()
  const switchNetwork = vi.spyOn(core, 'switchNetwork')
  renderView(core, <NetworksView />)
  expect(networkButton('Devnet').getAttribute('aria-current')).toBe('true')
  expect(networkButton('Ethereum').getAttribute('aria-current')).toBeNull()

  await userEvent.click(networkButton('Ethereum'))

  expect(switchNetwork).toHaveBeenCalledWith(expect.objectContaining({ caipNetworkId: 'eip155:1' }))
  await waitFor(() => expect(networkButton('Ethereum').getAttribute('aria-current')).toBe('true'))
  expect(networkButton('Devnet').getAttribute('aria-current')).toBeNull()
  expect(core.chain.state.chains.eip155.network.activeNetwork?.caipNetworkId).toBe('eip155:1')
})

it('shows a testnet chip on testnets only', () => {
  renderView(createStoryCore(), <NetworksView />)
  expect(within(networkButton('Devnet')).getByText('Testnet')).toBeTruthy()
  expect(within(networkButton('Ethereum')).queryByText('Testnet')).toBeNull()
})

it('filters by name and says so when nothing matches', async () => {
  renderView(createStoryCore(), <NetworksView />)
  const search = screen.getByRole('searchbox', { name: 'Search networks' })
  await userEvent.type(search, 'sol')
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'Solana',
  ])
  await userEvent.clear(search)
  await userEvent.type(search, 'zzz')
  expect(screen.getByRole('heading', { name: 'No networks found' })).toBeTruthy()
  expect(screen.getByText('No network matches “zzz”.')).toBeTruthy()
})

it('disables networks the wallet did not approve and namespaces no adapter can connect', async () => {
  const { adapter } = createMockAdapter()
  const core = createStoryCore({ adapters: [adapter] })
  await connectStoryWallet(core)
  core.chain.setApprovedNetworkIds('eip155', ['eip155:31337'])
  const switchNetwork = vi.spyOn(core, 'switchNetwork')
  renderView(core, <NetworksView />)

  const ethereum = networkButton('Ethereum') as HTMLButtonElement
  expect(ethereum.disabled).toBe(true)
  expect(within(ethereum).getByText('Not supported by your wallet')).toBeTruthy()
  const solana = networkButton('Solana Devnet') as HTMLButtonElement
  expect(solana.disabled).toBe(true)
  expect(within(solana).getByText('Not available with this wallet')).toBeTruthy()
  expect((networkButton('Devnet') as HTMLButtonElement).disabled).toBe(false)

  await userEvent.click(ethereum)
  expect(switchNetwork).not.toHaveBeenCalled()
})

it('while connected, hands the switch to SwitchNetwork with the network as router data', async () => {
  const { adapter, calls } = createMockAdapter()
  const core = createStoryCore({ adapters: [adapter] })
  await connectStoryWallet(core)
  core.router.reset('Account')
  core.router.push('Networks')
  renderView(core, <NetworksView />)

  await userEvent.click(networkButton('Ethereum'))

  expect(core.router.state.view).toBe('SwitchNetwork')
  expect(core.router.state.data?.network?.caipNetworkId).toBe('eip155:1')
  expect(calls.some((call) => call.method === 'switchNetwork')).toBe(false)
})

it('has no help link while the network explainer is not built', () => {
  renderView(createStoryCore(), <NetworksView />)
  expect(screen.queryByRole('button', { name: 'What is a network?' })).toBeNull()
})

it('opens the network explainer from the help link once it is built (declared built here, a fake)', async () => {
  const core = createStoryCore({ views: [...MODAL_VIEWS, 'WhatIsANetwork'] })
  renderView(core, <NetworksView />)
  await userEvent.click(screen.getByRole('button', { name: 'What is a network?' }))
  expect(core.router.state.view).toBe('WhatIsANetwork')
})
