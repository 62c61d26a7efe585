import { MODAL_VIEWS } from '@org/appkit-core/internal'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { manyStoryTokens, storyImages, storyLongTokens } from '../../stories/accountFixtures.ts'
import { createAccountStoryCore as accountCore } from '../../stories/createAccountStoryCore.ts'
import { createSolanaStoryCore } from '../../stories/createSolanaStoryCore.ts'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { fixStoryClock, storyMidday } from '../../stories/fixStoryClock.ts'
import { mobileStory, renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { accountViewStyles } from './AccountView.styles.ts'
import { AccountView } from './AccountView.tsx'

/** Gives the page its clock back after a story that froze it (SolanaActivity). */
let restoreClock: (() => void) | undefined

const meta = {
  title: 'scaffold/views/AccountView',
  render: renderViewStory(AccountView, accountViewStyles),
  parameters: viewStoryParameters,
  loaders: [async () => ({ core: await accountCore() })],
  beforeEach: () => () => {
    restoreClock?.()
    restoreClock = undefined
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/**
 * Address, balance, network, the features that work today (Receive and Send: no on-ramp or swap exists yet), the
 * Tokens and Activity tabs and the token list.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('heading', { name: '0xf3...b92266' })).toBeVisible()
    const actions = within(canvas.getByRole('list', { name: 'Wallet actions' }))
    await expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Receive',
      'Send',
    ])
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'Activity'])
    await expect(await within(canvas.getByRole('tabpanel')).findByText('250 USDC')).toBeVisible()
  },
}

/** A name and avatar from the profile instead of the address. */
export const ProfileName: Story = {
  loaders: [
    async () => ({
      core: await accountCore({ account: { profileName: 'vitalik.eth', profileImage: storyImages.profile } }),
    }),
  ],
}

/** Tokens still loading. */
export const Loading: Story = {
  loaders: [async () => ({ core: await accountCore({ api: { balances: 'pending' } }) })],
}

/** No tokens on this network. */
export const Empty: Story = {
  loaders: [async () => ({ core: await accountCore({ api: { balances: [] } }) })],
}

/** The balance call failed; Try again within 30 s says when to come back. */
export const TokensError: Story = {
  loaders: [async () => ({ core: await accountCore({ api: { balances: 'error' } }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }))
    await expect(
      await canvas.findByText('Loading token balances failed. Try again in 30 seconds.'),
    ).toBeVisible()
  },
}

/** The Blockchain API does not serve this network. */
export const TokensUnsupported: Story = {
  loaders: [async () => ({ core: await accountCore({ api: { supportedChains: [], balances: [] } }) })],
}

/** Activity grouped by day, with pending and failed entries and Load more. */
export const Activity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const tokens = canvas.getByRole('tab', { name: 'Tokens' })
    tokens.focus()
    await userEvent.keyboard('{End}')
    await expect(canvas.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true')
    await expect(await canvas.findByRole('heading', { name: 'Today' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull())
  },
}

export const ActivityLoading: Story = {
  loaders: [
    async () => ({
      core: await accountCore({ api: { history: 'pending' }, account: { currentTab: 'activity' } }),
    }),
  ],
}

export const ActivityEmpty: Story = {
  loaders: [
    async () => ({
      core: await accountCore({
        api: { history: { '': { data: [] } } },
        account: { currentTab: 'activity' },
      }),
    }),
  ],
}

export const ActivityError: Story = {
  loaders: [
    async () => ({
      core: await accountCore({ api: { history: 'error' }, account: { currentTab: 'activity' } }),
    }),
  ],
}

/** Forty tokens: the tab panel scrolls. */
export const ManyItems: Story = {
  loaders: [async () => ({ core: await accountCore({ api: { balances: manyStoryTokens(40) } }) })],
}

/** A long profile name, a long token name and a huge balance. */
export const LongNames: Story = {
  loaders: [
    async () => ({
      core: await accountCore({
        api: { balances: storyLongTokens },
        account: {
          profileName: 'a-remarkably-long-profile-name-that-goes-on.reown.id',
          balance: '123456789.987654',
        },
      }),
    }),
  ],
}

/** An adapter that cannot send: only Receive is left. */
export const FewFeatures: Story = {
  loaders: [async () => ({ core: await accountCore({ capabilities: { send: false } }) })],
}

/**
 * Once an on-ramp and swaps exist (here fakes at the edge: their views declared built, an adapter that swaps), Buy
 * and Swap join Receive and Send in the spec order.
 */
export const AllFeatures: Story = {
  loaders: [
    async () => ({
      core: await accountCore({
        capabilities: { swap: true },
        options: { views: [...MODAL_VIEWS, 'OnRampProviders', 'Swap'] },
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const list = within(canvas.getByRole('list', { name: 'Wallet actions' }))
    await expect(list.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Buy',
      'Swap',
      'Receive',
      'Send',
    ])
  },
}

/**
 * A Solana account on the local devnet: the base58 address (Solana has no names), its SOL balance, Receive and
 * Send, and the SOL and dUSD rows with their USD values.
 */
export const Solana: Story = {
  loaders: [async () => ({ core: await createSolanaStoryCore() })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('heading', { name: '7S3P...ArAaKv' })).toBeVisible()
    await expect(canvas.getByText(/2\.5 SOL/, { selector: 'p' })).toBeVisible()
    const actions = within(canvas.getByRole('list', { name: 'Wallet actions' }))
    await expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Receive',
      'Send',
    ])
    const panel = within(canvas.getByRole('tabpanel'))
    await expect(await panel.findByText('1000 dUSD')).toBeVisible()
    await expect(panel.getByText('$1,000.00')).toBeVisible()
    await expect(panel.getByText('2.5 SOL')).toBeVisible()
    await expect(panel.getByText('$375.00')).toBeVisible()
  },
}

/** The Solana account's activity at a fixed noon: 0.5 SOL sent today, 250 dUSD received yesterday. */
export const SolanaActivity: Story = {
  loaders: [
    async () => {
      restoreClock = fixStoryClock(storyMidday())
      return { core: await createSolanaStoryCore({ account: { currentTab: 'activity' } }) }
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const today = await canvas.findByRole('region', { name: 'Today' })
    await expect(within(today).getByText('0.5 SOL')).toBeVisible()
    await expect(within(today).getByText('5 min')).toBeVisible()
    await expect(
      within(canvas.getByRole('region', { name: 'Yesterday' })).getByText('250 dUSD'),
    ).toBeVisible()
  },
}

/** No account: the view offers to connect. */
export const NotConnected: Story = {
  loaders: [async () => ({ core: createStoryCore() })],
}

export const German: Story = { parameters: { locale: 'de' } }

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: await accountCore({ dark: true }) })],
}

export const DarkActivity: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: await accountCore({ dark: true, account: { currentTab: 'activity' } }) })],
}
