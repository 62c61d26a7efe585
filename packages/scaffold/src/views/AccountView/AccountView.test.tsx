import type { WalletFeature } from '@org/appkit-core'
import { MODAL_VIEWS, type RouterView } from '@org/appkit-core/internal'
import { createMockAdapter, MOCK_ADDRESSES, type MockAdapterParameters } from '@org/appkit-testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { storyHistory, storyHistoryPage2, storyTokens } from '../../stories/accountFixtures.ts'
import { connectStoryWallet } from '../../stories/connectStoryWallet.ts'
import { createStoryApiFetch, type StoryApiOptions } from '../../stories/createStoryApiFetch.ts'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { renderView } from '../../stories/renderView.tsx'
import { AccountView } from './AccountView.tsx'

afterEach(() => {
  vi.useRealTimers()
})

interface Setup {
  api?: StoryApiOptions
  adapter?: MockAdapterParameters
  features?: { walletFeaturesOrder?: WalletFeature[] } & Partial<Record<WalletFeature | 'history', boolean>>
  /** The views the UI renders; more than the modal's declares unbuilt features built (a fake at the edge). */
  views?: readonly RouterView[]
}

async function setup({ api = {}, adapter = {}, features = {}, views }: Setup = {}) {
  const story = createMockAdapter({
    balance: '1.2345678',
    ...adapter,
    capabilities: { swap: true, history: true, ...adapter.capabilities },
  })
  const core = createStoryCore({
    adapters: [story.adapter],
    fetch: createStoryApiFetch(api),
    features: { analytics: false, ...features },
    ...(views ? { views } : {}),
  })
  await connectStoryWallet(core)
  // The core reads the native balance once the namespace is connected.
  await waitFor(() => expect(core.chain.state.chains.eip155.account.balance).toBeDefined())
  core.modal.open()
  return { core, calls: story.calls }
}

it('shows the address shortened to its first 4 and last 6 characters and copies the whole address', async () => {
  const user = userEvent.setup()
  const { core } = await setup()
  renderView(core, <AccountView />)
  expect(screen.getByRole('heading', { name: '0xf3...b92266' })).toBeTruthy()

  await user.click(screen.getByRole('button', { name: 'Copy address' }))

  expect(await navigator.clipboard.readText()).toBe(MOCK_ADDRESSES.eip155)
  expect(core.snack.state).toMatchObject({ open: true, variant: 'success', message: 'Address copied' })
})

it('shows the profile name instead of the address, the balance to 3 decimals and the explorer link', async () => {
  const { core } = await setup()
  core.chain.updateAccount('eip155', {
    profileName: 'vitalik.eth',
    addressExplorerUrl: 'https://explorer.example/address/0xf39',
  })
  renderView(core, <AccountView />)
  expect(screen.getByRole('heading', { name: 'vitalik.eth' })).toBeTruthy()
  expect(screen.getByText(/1\.235 ETH/)).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Block explorer' }).getAttribute('href')).toBe(
    'https://explorer.example/address/0xf39',
  )
})

it('opens the network list from the network button', async () => {
  const { core } = await setup()
  renderView(core, <AccountView />)
  await userEvent.click(screen.getByRole('button', { name: 'Devnet, switch network' }))
  expect(core.router.state.view).toBe('Networks')
})

function featureNames() {
  const list = screen.queryByRole('list', { name: 'Wallet actions' })
  return list
    ? within(list)
        .getAllByRole('button')
        .map((button) => button.textContent)
    : []
}

it('offers only what works today: Receive and Send, no Buy or Swap (no on-ramp or swap exists)', async () => {
  // The story adapter even claims swaps: without a Swap view the button would lead nowhere.
  const { core } = await setup({ adapter: { capabilities: { swap: true } } })
  renderView(core, <AccountView />)
  expect(featureNames()).toEqual(['Receive', 'Send'])
  await userEvent.click(screen.getByRole('button', { name: 'Send' }))
  expect(core.router.state.view).toBe('WalletSend')
})

it('once on-ramp and swaps exist, shows every feature in the configured order and opens their views', async () => {
  const { core } = await setup({
    adapter: { capabilities: { swap: true } },
    views: [...MODAL_VIEWS, 'OnRampProviders', 'Swap'],
    features: { walletFeaturesOrder: ['send', 'receive', 'swaps', 'onramp'] },
  })
  renderView(core, <AccountView />)
  expect(featureNames()).toEqual(['Send', 'Receive', 'Swap', 'Buy'])
  await userEvent.click(screen.getByRole('button', { name: 'Buy' }))
  expect(core.router.state.view).toBe('OnRampProviders')
})

it('hides features that are off and features the adapter cannot do', async () => {
  const { core } = await setup({
    adapter: { capabilities: { swap: false } },
    views: [...MODAL_VIEWS, 'OnRampProviders', 'Swap'],
    features: { onramp: false },
  })
  renderView(core, <AccountView />)
  expect(featureNames()).toEqual(['Receive', 'Send'])
})

it('switches tabs with the keyboard and keeps the choice in the account state', async () => {
  const { core } = await setup({ api: { balances: storyTokens, history: { '': { data: storyHistory() } } } })
  renderView(core, <AccountView />)
  const tokens = screen.getByRole('tab', { name: 'Tokens' })
  expect(tokens.getAttribute('aria-selected')).toBe('true')

  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'Activity'])

  tokens.focus()
  await userEvent.keyboard('{ArrowRight}')
  expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
  expect(core.chain.state.chains.eip155.account.currentTab).toBe('activity')
  expect(await screen.findByRole('heading', { name: 'Today' })).toBeTruthy()

  await userEvent.keyboard('{Home}')
  expect(core.chain.state.chains.eip155.account.currentTab).toBe('tokens')
})

it('has no NFTs tab (there is no NFT data source): a stored NFTs choice shows Tokens', async () => {
  const { core } = await setup({ api: { balances: storyTokens } })
  core.chain.updateAccount('eip155', { currentTab: 'nfts' })
  renderView(core, <AccountView />)
  expect(screen.queryByRole('tab', { name: 'NFTs' })).toBeNull()
  expect(screen.getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('true')
})

it('has no Activity tab when history is off', async () => {
  const { core } = await setup({ features: { history: false } })
  renderView(core, <AccountView />)
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens'])
})

it('Tokens: loading, then each token with amount to 3 decimals and USD value', async () => {
  const { core } = await setup({ api: { balances: storyTokens } })
  renderView(core, <AccountView />)
  expect(screen.getByRole('status', { name: '' }).textContent).toBe('Loading tokens')
  const panel = screen.getByRole('tabpanel')
  expect(await within(panel).findByText('1.235 ETH')).toBeTruthy()
  expect(within(panel).getByText('$3,829.12')).toBeTruthy()
  expect(within(panel).getByText('250 USDC')).toBeTruthy()
  expect(within(panel).getByText('1000000.5 TST')).toBeTruthy()
})

it('Tokens: read again when a send is included on chain, the list staying on screen meanwhile', async () => {
  const { core } = await setup({ api: { balances: storyTokens } })
  const reads = vi.spyOn(core.blockchainApi, 'fetchTokenBalance')
  renderView(core, <AccountView />)
  const panel = screen.getByRole('tabpanel')
  expect(await within(panel).findByText('250 USDC')).toBeTruthy()
  expect(reads).toHaveBeenCalledTimes(1)
  core.blockchainApi.state.balancesRevision += 1
  await waitFor(() => expect(reads).toHaveBeenCalledTimes(2))
  // No loading state in between: the balances shown stay until the new ones arrive.
  expect(within(panel).getByText('250 USDC')).toBeTruthy()
  expect(within(panel).queryByText('Loading tokens')).toBeNull()
})

it('Tokens: empty, unsupported network and error with Try again', async () => {
  const empty = await setup({ api: { balances: [] } })
  const first = renderView(empty.core, <AccountView />)
  expect(await screen.findByRole('heading', { name: 'No tokens yet' })).toBeTruthy()
  first.unmount()

  const unsupported = await setup({ api: { supportedChains: [], balances: storyTokens } })
  const second = renderView(unsupported.core, <AccountView />)
  expect(await screen.findByRole('heading', { name: 'Token Balance Unavailable' })).toBeTruthy()
  second.unmount()

  const failing = await setup({ api: { balances: 'error' } })
  renderView(failing.core, <AccountView />)
  expect(await screen.findByRole('heading', { name: 'Could not load tokens' })).toBeTruthy()
  // Within the 30 s cooldown a retry makes no request and says when to come back.
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByText('Loading token balances failed. Try again in 30 seconds.')).toBeTruthy()
})

it('Activity: grouped by day with relative times, spam left out, and more by cursor', async () => {
  // Midday, so "5 min ago" is today and "25 h ago" yesterday whenever the test runs.
  const midday = new Date()
  midday.setHours(12, 0, 0, 0)
  vi.useFakeTimers({ toFake: ['Date'], now: midday })
  const now = Date.now()
  const { core } = await setup({
    api: {
      history: {
        '': { data: storyHistory(now), next: 'page-2' },
        'page-2': { data: storyHistoryPage2(now) },
      },
    },
  })
  core.chain.updateAccount('eip155', { currentTab: 'activity' })
  renderView(core, <AccountView />)

  expect(screen.getByRole('status').textContent).toBe('Loading activity')
  const today = await screen.findByRole('region', { name: 'Today' })
  const rows = within(today).getAllByText(/ETH|USDC/)
  expect(rows.map((row) => row.textContent)).toEqual(['0.25 ETH', '120.5 USDC'])
  expect(within(today).getByText('5 min')).toBeTruthy()
  expect(within(today).getByText('Pending')).toBeTruthy()
  expect(within(screen.getByRole('region', { name: 'Yesterday' })).getByText('Story Punk #42')).toBeTruthy()
  expect(screen.queryByText('Free airdrop, claim now')).toBeNull()

  await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
  expect(await screen.findByText('3 ETH')).toBeTruthy()
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
})

it('Activity: empty and error with Try again', async () => {
  const empty = await setup({ api: { history: { '': { data: [] } } } })
  empty.core.chain.updateAccount('eip155', { currentTab: 'activity' })
  const first = renderView(empty.core, <AccountView />)
  expect(await screen.findByRole('heading', { name: 'No activity yet' })).toBeTruthy()
  first.unmount()

  const failing = await setup({ api: { history: 'error' } })
  failing.core.chain.updateAccount('eip155', { currentTab: 'activity' })
  renderView(failing.core, <AccountView />)
  expect(await screen.findByRole('heading', { name: 'Could not load activity' })).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
})

it('disconnects through the core and closes the modal', async () => {
  const { core, calls } = await setup()
  renderView(core, <AccountView />)
  await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
  await waitFor(() => expect(core.modal.state.open).toBe(false))
  expect(calls.some((call) => call.method === 'disconnect')).toBe(true)
})

it('offers to connect when no account is connected', async () => {
  const core = createStoryCore()
  renderView(core, <AccountView />)
  expect(screen.getByRole('heading', { name: 'No wallet connected' })).toBeTruthy()
  await userEvent.click(screen.getByRole('button', { name: 'Connect wallet' }))
  expect(core.router.state.view).toBe('Connect')
})
