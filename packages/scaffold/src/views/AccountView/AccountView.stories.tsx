import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { manyStoryTokens, storyImages, storyLongTokens } from '../../stories/accountFixtures.ts'
import { createAccountStoryCore as accountCore } from '../../stories/createAccountStoryCore.ts'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { mobileStory, renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { accountViewStyles } from './AccountView.styles.ts'
import { AccountView } from './AccountView.tsx'

const meta = {
  title: 'scaffold/views/AccountView',
  render: renderViewStory(AccountView, accountViewStyles),
  parameters: viewStoryParameters,
  loaders: [async () => ({ core: await accountCore() })],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Address, balance, network, features, and the token list. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('heading', { name: '0xf3...b92266' })).toBeVisible()
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

/** The NFTs tab: no NFT API exists in the spec, and the view says so. */
export const Nfts: Story = {
  loaders: [async () => ({ core: await accountCore({ account: { currentTab: 'nfts' } }) })],
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

/** Swaps and on-ramp off, and an adapter that cannot send: only Receive is left. */
export const FewFeatures: Story = {
  loaders: [
    async () => ({
      core: await accountCore({ features: { swaps: false, onramp: false }, capabilities: { send: false } }),
    }),
  ],
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
