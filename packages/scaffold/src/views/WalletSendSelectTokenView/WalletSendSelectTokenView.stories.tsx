import type { SendTokenBalance } from '@org/appkit-core/internal'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { manyStoryTokens, storyLongTokens, storyTokens } from '../../stories/accountFixtures.ts'
import { createSendStoryCore } from '../../stories/createSendStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { mobileStory, renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { walletSendSelectTokenViewStyles } from './WalletSendSelectTokenView.styles.ts'
import { WalletSendSelectTokenView } from './WalletSendSelectTokenView.tsx'

const [ETH] = storyTokens as [SendTokenBalance]
const punks: SendTokenBalance = {
  name: 'Story Punks',
  symbol: 'PUNK',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x0000000000000000000000000000000000000042',
  price: 0,
  quantity: { decimals: '0', numeric: '3' },
  iconUrl: '',
}

const meta = {
  title: 'scaffold/views/WalletSendSelectTokenView',
  render: renderViewStory(WalletSendSelectTokenView, walletSendSelectTokenViewStyles),
  parameters: viewStoryParameters,
  loaders: [
    async () => ({
      core: await createSendStoryCore({ api: { balances: [...storyTokens, punks] }, send: { token: ETH } }),
    }),
  ],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The sendable tokens, the current one marked; the 0-decimal PUNK is left out (spec §5). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const list = await canvas.findByRole('list', { name: 'Your tokens' })
    await expect(within(list).getAllByRole('button')).toHaveLength(3)
    await expect(canvas.queryByText('Story Punks')).toBeNull()
  },
}

/** Typing narrows the list by name or symbol. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await canvas.findByRole('list', { name: 'Your tokens' })
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tokens' }), 'usd')
    await expect(within(canvas.getByRole('list')).getAllByRole('button')).toHaveLength(1)
  },
}

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await canvas.findByRole('list', { name: 'Your tokens' })
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tokens' }), 'zzz')
    await expect(canvas.getByRole('heading', { name: 'No tokens found' })).toBeVisible()
  },
}

/** Nothing to send: no tokens and no native balance. */
export const Empty: Story = {
  loaders: [
    async () => ({
      core: await createSendStoryCore({ api: { balances: [punks] }, account: { balance: '0' } }),
    }),
  ],
}

export const Loading: Story = {
  loaders: [async () => ({ core: await createSendStoryCore({ api: { balances: 'pending' } }) })],
}

export const ManyTokens: Story = {
  loaders: [
    async () => ({ core: await createSendStoryCore({ api: { balances: [ETH, ...manyStoryTokens(30)] } }) }),
  ],
}

export const LongNames: Story = {
  loaders: [async () => ({ core: await createSendStoryCore({ api: { balances: storyLongTokens } }) })],
}

export const German: Story = { parameters: { locale: 'de' } }

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [
    async () => ({ core: await createSendStoryCore({ api: { balances: storyTokens }, dark: true }) }),
  ],
}
