import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { mobileStory, renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { whatIsAWalletViewStyles } from './WhatIsAWalletView.styles.ts'
import { WhatIsAWalletView } from './WhatIsAWalletView.tsx'

const meta = {
  title: 'scaffold/views/WhatIsAWalletView',
  render: renderViewStory(WhatIsAWalletView, whatIsAWalletViewStyles),
  parameters: viewStoryParameters,
  loaders: [async () => ({ core: createStoryCore() })],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Three points and Get a wallet, which leads on to GetWallet. */
export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await userEvent.click(canvas.getByRole('button', { name: 'Get a wallet' }))
    const { core } = loaded as { core: ReturnType<typeof createStoryCore> }
    await expect(core.router.state.view).toBe('GetWallet')
  },
}

export const German: Story = { parameters: { locale: 'de' } }

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [
    async () => {
      const core = createStoryCore()
      core.theme.setThemeMode('dark')
      return { core }
    },
  ],
}
