import type { Connector } from '@org/appkit-core'
import { createMockAdapter } from '@org/appkit-testing'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it, vi } from 'vitest'
import { createStoryCore, fixtureFetch } from '../../stories/createStoryCore.ts'
import { renderView } from '../../stories/renderView.tsx'
import { AllWalletsView } from './AllWalletsView.tsx'

function gridNames(name = 'All wallets') {
  return within(screen.getByRole('list', { name }))
    .getAllByRole('button')
    .map((button) => button.textContent)
}

/** A registry that refuses (400, which the core does not retry) while `failing.value` is true. */
function flakyRegistry() {
  const failing = { value: true }
  const fetch = async (input: string | URL | Request) =>
    failing.value ? new Response('{"message":"bad request"}', { status: 400 }) : fixtureFetch(input)
  return { failing, fetch }
}

it('shows placeholders, then featured and recommended wallets first and the first page after them', async () => {
  const core = createStoryCore({ featuredWalletIds: ['fixture-wallet-30'] })
  renderView(core, <AllWalletsView />)
  expect(screen.getByRole('list', { name: 'All wallets' }).getAttribute('aria-busy')).toBe('true')
  await waitFor(() => expect(gridNames().length).toBeGreaterThan(8))
  expect(gridNames().slice(0, 6)).toEqual([
    'Fixture Wallet 30',
    'Fixture Wallet 1',
    'Fixture Wallet 2',
    'Fixture Wallet 3',
    'Fixture Wallet 4',
    'Fixture Wallet 5',
  ])
  // Virtualised: only the rows in view are in the DOM, each saying its place in the whole list.
  const tiles = within(screen.getByRole('list', { name: 'All wallets' })).getAllByRole('listitem')
  expect(Number(tiles[0]?.getAttribute('aria-setsize'))).toBeGreaterThan(tiles.length)
  expect(tiles[1]?.getAttribute('aria-posinset')).toBe('2')
})

it('loads the next page when the grid is scrolled to its end', async () => {
  const core = createStoryCore()
  renderView(core, <AllWalletsView />)
  await waitFor(() => expect(core.api.state.page).toBe(1))
  const grid = document.querySelector('.apkt-wallet-grid') as HTMLElement
  Object.defineProperty(grid, 'clientHeight', { value: 380, configurable: true })
  const next = vi.spyOn(core.api, 'fetchNextWallets')
  await act(async () => {
    grid.scrollTop = 10_000
    fireEvent.scroll(grid)
  })
  await waitFor(() => expect(next).toHaveBeenCalled())
  await waitFor(() => expect(core.api.state.page).toBeGreaterThanOrEqual(2))
  expect(core.api.state.wallets.length).toBeGreaterThan(40)
})

it('searches after a pause in typing and says when nothing matches', async () => {
  const core = createStoryCore()
  const search = vi.spyOn(core.api, 'searchWallets')
  renderView(core, <AllWalletsView />)
  await waitFor(() => expect(core.api.state.page).toBe(1))
  search.mockClear()
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search wallets' }), '123')
  await waitFor(() => expect(gridNames('Search results')).toEqual(['Fixture Wallet 123']))
  // One registry search for the whole word, not one per keystroke.
  expect(search.mock.calls.map(([query]) => query)).toEqual(['123'])
  expect(screen.getByRole('status').textContent).toBe('1 wallets found')
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search wallets' }), '4')
  expect(await screen.findByRole('heading', { name: 'No wallet found' })).toBeTruthy()
  expect(screen.getByText('No wallet matches “1234”.')).toBeTruthy()
})

it('shows an error with Try again when the registry fails, and the wallets once it answers', async () => {
  const { failing, fetch } = flakyRegistry()
  const core = createStoryCore({ fetch })
  renderView(core, <AllWalletsView />)
  expect(await screen.findByRole('heading', { name: 'Could not load wallets' })).toBeTruthy()
  failing.value = false
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  await waitFor(() => expect(gridNames().length).toBeGreaterThan(8))
})

it('pairs a chosen wallet over WalletConnect, or connects it through its installed extension', async () => {
  const { adapter } = createMockAdapter()
  const core = createStoryCore({ adapters: [adapter] })
  const installed: Connector = {
    id: 'fixture-3-extension',
    name: 'Fixture Wallet 3',
    type: 'ANNOUNCED',
    chain: 'eip155',
    info: { rdns: 'org.appkit.fixture3' },
  }
  core.connector.setConnectors('eip155', [installed])
  renderView(core, <AllWalletsView />)
  await waitFor(() => expect(gridNames()).toContain('Fixture Wallet 6'))
  expect(gridNames()).toContain('Fixture Wallet 3Installed')
  expect(gridNames()).toContain('Fixture Wallet 4')

  await userEvent.click(screen.getByRole('button', { name: 'Fixture Wallet 6' }))
  expect(core.router.state.view).toBe('ConnectingWalletConnect')
  expect(core.router.state.data?.wallet).toMatchObject({
    id: 'fixture-wallet-6',
    homepage: 'https://wallet-6.example',
  })

  core.router.reset('AllWallets')
  await userEvent.click(screen.getByRole('button', { name: /^Fixture Wallet 3\s?Installed$/ }))
  expect(core.router.state.view).toBe('ConnectingExternal')
  expect(core.router.state.data?.connector).toEqual(installed)
})
