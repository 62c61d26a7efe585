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

/** Buy, Swap, Receive, Send in the default order; each opens its view. */
export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const list = canvas.getByRole('list', { name: 'Wallet actions' })
    await expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect((loaded as Loaded).core.router.state.view).toBe('WalletSend')
  },
}

/** The dApp's own order. */
export const CustomOrder: Story = {
  loaders: [
    async () => ({
      core: await createAccountStoryCore({
        features: { walletFeaturesOrder: ['send', 'receive', 'swaps', 'onramp'] },
      }),
    }),
  ],
}

/** Swaps and on-ramp off and an adapter that cannot send: Receive alone. */
export const FewFeatures: Story = {
  loaders: [
    async () => ({
      core: await createAccountStoryCore({
        features: { swaps: false, onramp: false },
        capabilities: { send: false },
      }),
    }),
  ],
}

export const German: Story = { parameters: { locale: 'de' } }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: await createAccountStoryCore({ dark: true }) })],
}
