import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { useCore } from '../../context/CoreContext.tsx'
import { manyStoryTokens, storyLongTokens, storyTokens } from '../../stories/accountFixtures.ts'
import { createAccountStoryCore } from '../../stories/createAccountStoryCore.ts'
import { createSolanaStoryCore } from '../../stories/createSolanaStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { mobileStory, renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { waitForTransitions } from '../../stories/waitForTransitions.ts'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { accountViewStyles } from './AccountView.styles.ts'
import { TokensTab } from './TokensTab.tsx'

/** The tab as the Account view shows it, for the story wallet's account and network. */
function TokensTabOfAccount() {
  const core = useCore()
  const address = core.chain.getAccount()?.address
  const network = core.chain.getActiveNetwork()
  return (
    <ViewFrame className="apkt-account-view">
      {address && network ? <TokensTab address={address} network={network} /> : null}
    </ViewFrame>
  )
}

const meta = {
  title: 'scaffold/views/AccountView/TokensTab',
  render: renderViewStory(TokensTabOfAccount, accountViewStyles),
  parameters: viewStoryParameters,
  loaders: [async () => ({ core: await createAccountStoryCore({ api: { balances: storyTokens } }) })],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Icon, name, amount to 3 decimals and USD value; a token without a price shows no value. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByText('1.235 ETH')).toBeVisible()
    await expect(canvas.getByText('$3,829.12')).toBeVisible()
    await expect(canvas.getByText('1000000.5 TST')).toBeVisible()
  },
}

export const Loading: Story = {
  loaders: [async () => ({ core: await createAccountStoryCore({ api: { balances: 'pending' } }) })],
}

export const Empty: Story = {
  loaders: [async () => ({ core: await createAccountStoryCore({ api: { balances: [] } }) })],
}

/** The balance call failed; within the 30 s cooldown Try again says when to come back. */
export const ErrorWithCooldown: Story = {
  loaders: [async () => ({ core: await createAccountStoryCore({ api: { balances: 'error' } }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('heading', { name: 'Could not load tokens' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(
      await canvas.findByText('Loading token balances failed. Try again in 30 seconds.'),
    ).toBeVisible()
    await waitForTransitions(canvasElement)
  },
}

/** The Blockchain API does not serve the network: 'Token Balance Unavailable'. */
export const Unsupported: Story = {
  loaders: [
    async () => ({ core: await createAccountStoryCore({ api: { supportedChains: [], balances: [] } }) }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('heading', { name: 'Token Balance Unavailable' })).toBeVisible()
  },
}

/** 0-decimal tokens (NFT-like) never show (spec §5). */
export const ZeroDecimalsFiltered: Story = {
  loaders: [
    async () => ({
      core: await createAccountStoryCore({
        api: {
          balances: [
            ...storyTokens,
            {
              name: 'Story Punks',
              symbol: 'PUNK',
              chainId: 'eip155:31337',
              address: 'eip155:31337:0x0000000000000000000000000000000000000042',
              price: 0,
              quantity: { decimals: '0', numeric: '3' },
              iconUrl: '',
            },
          ],
        },
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByText('250 USDC')).toBeVisible()
    await expect(canvas.queryByText('Story Punks')).toBeNull()
  },
}

export const ManyTokens: Story = {
  loaders: [async () => ({ core: await createAccountStoryCore({ api: { balances: manyStoryTokens(40) } }) })],
}

export const LongNames: Story = {
  loaders: [async () => ({ core: await createAccountStoryCore({ api: { balances: storyLongTokens } }) })],
}

/** A Solana account's tokens as the API serves them: SOL (9 decimals) and the devnet's dUSD (6), with USD values. */
export const Solana: Story = {
  loaders: [async () => ({ core: await createSolanaStoryCore() })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByText('2.5 SOL')).toBeVisible()
    await expect(canvas.getByText('$375.00')).toBeVisible()
    await expect(canvas.getByText('Devnet USD')).toBeVisible()
    await expect(canvas.getByText('1000 dUSD')).toBeVisible()
    await expect(canvas.getByText('$1,000.00')).toBeVisible()
  },
}

export const German: Story = { parameters: { locale: 'de' } }

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [
    async () => ({ core: await createAccountStoryCore({ api: { balances: storyTokens }, dark: true }) }),
  ],
}
