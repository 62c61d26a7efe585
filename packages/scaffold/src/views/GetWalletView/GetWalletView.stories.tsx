import type { CreateCoreParameters } from '@org/appkit-core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { mobileStory, renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { getWalletViewStyles } from './GetWalletView.styles.ts'
import { GetWalletView } from './GetWalletView.tsx'

const storyCore = (overrides: Partial<CreateCoreParameters> = {}) =>
  createStoryCore({ featuredWalletIds: ['fixture-wallet-21', 'fixture-wallet-8'], ...overrides })

const meta = {
  title: 'scaffold/views/GetWalletView',
  render: renderViewStory(GetWalletView, getWalletViewStyles),
  parameters: viewStoryParameters,
  loaders: [async () => ({ core: storyCore() })],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Featured, then recommended wallets, each linking to its website. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const link = await canvas.findByRole('link', { name: /^Fixture Wallet 21/ })
    await expect(link).toHaveAttribute('href', 'https://wallet-21.example/')
  },
}

export const Loading: Story = {
  loaders: [async () => ({ core: storyCore({ fetch: () => new Promise<Response>(() => undefined) }) })],
}

export const Empty: Story = {
  loaders: [
    async () => ({
      core: storyCore({ featuredWalletIds: [], fetch: async () => Response.json({ count: 0, data: [] }) }),
    }),
  ],
}

export const ErrorState: Story = {
  name: 'Error',
  loaders: [async () => ({ core: storyCore({ fetch: async () => new Response('{}', { status: 400 }) }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('heading', { name: 'Could not load wallets' })).toBeVisible()
  },
}

export const German: Story = { parameters: { locale: 'de' } }

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [
    async () => {
      const core = storyCore()
      core.theme.setThemeMode('dark')
      return { core }
    },
  ],
}
