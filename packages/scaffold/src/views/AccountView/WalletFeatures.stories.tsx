import { MODAL_VIEWS } from '@org/appkit-core/internal'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { createAccountStoryCore } from '../../stories/createAccountStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { accountViewStyles } from './AccountView.styles.ts'
import { WalletFeatures } from './WalletFeatures.tsx'

function WalletFeaturesInFrame() {
  return (
    <ViewFrame className="apkt-account-view">
      <WalletFeatures />
    </ViewFrame>
  )
}

type Loaded = { core: Awaited<ReturnType<typeof createAccountStoryCore>> }

const meta = {
  title: 'scaffold/views/AccountView/WalletFeatures',
  render: renderViewStory(WalletFeaturesInFrame, accountViewStyles),
  parameters: viewStoryParameters,
  loaders: [async () => ({ core: await createAccountStoryCore() })],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/**
 * A core whose on-ramp and swap views count as built (a fake at the edge: none exists yet) and whose adapter swaps,
 * so every wallet feature is available.
 */
function everyFeatureCore(features: Parameters<typeof createAccountStoryCore>[0] = {}) {
  return createAccountStoryCore({
    ...features,
    capabilities: { swap: true },
    options: { views: [...MODAL_VIEWS, 'OnRampProviders', 'Swap'] },
  })
}

/** What works today: Receive and Send (no on-ramp or swap exists yet); each opens its view. */
export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const list = canvas.getByRole('list', { name: 'Wallet actions' })
    await expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Receive', 'Send'])
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect((loaded as Loaded).core.router.state.view).toBe('WalletSend')
  },
}

/** Every feature available: Buy, Swap, Receive, Send in the default order (spec §1); Buy opens the on-ramp. */
export const AllFeatures: Story = {
  loaders: [async () => ({ core: await everyFeatureCore() })],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const list = canvas.getByRole('list', { name: 'Wallet actions' })
    await expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
    await userEvent.click(canvas.getByRole('button', { name: 'Buy' }))
    await expect((loaded as Loaded).core.router.state.view).toBe('OnRampProviders')
  },
}

/** The dApp's own order. */
export const CustomOrder: Story = {
  loaders: [
    async () => ({
      core: await everyFeatureCore({
        features: { walletFeaturesOrder: ['send', 'receive', 'swaps', 'onramp'] },
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const list = within(canvas.getByRole('list', { name: 'Wallet actions' }))
    await expect(list.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Send',
      'Receive',
      'Swap',
      'Buy',
    ])
  },
}

/** An adapter that cannot send: Receive alone. */
export const FewFeatures: Story = {
  loaders: [async () => ({ core: await createAccountStoryCore({ capabilities: { send: false } }) })],
}

/** Receive turned off and an adapter that cannot send: nothing to offer, so no list at all. */
export const NoFeatures: Story = {
  loaders: [
    async () => ({
      core: await createAccountStoryCore({ features: { receive: false }, capabilities: { send: false } }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.queryByRole('list', { name: 'Wallet actions' })).toBeNull()
  },
}

export const German: Story = { parameters: { locale: 'de' } }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: await createAccountStoryCore({ dark: true }) })],
}
