import type { Core } from '@org/appkit-core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { mobileStory, renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { connectingWalletConnectBasicViewStyles } from './ConnectingWalletConnectBasicView.styles.ts'
import { ConnectingWalletConnectBasicView } from './ConnectingWalletConnectBasicView.tsx'

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

/** A WalletConnect-only core (no adapters) whose pairing shows `URI`, or never starts, or is not configured. */
function basicCore(pairing: 'uri' | 'loading' | 'none' = 'uri'): Core {
  const holder: { core?: Core } = {}
  const core = createStoryCore({
    metadata: { name: 'Story dApp', description: '', url: 'https://dapp.example', icons: [] },
    ...(pairing === 'none'
      ? {}
      : {
          connectWalletConnect: () => {
            if (pairing === 'uri') holder.core?.connection.setWcUri(URI)
            return new Promise<never>(() => undefined)
          },
        }),
  })
  holder.core = core
  return core
}

const meta = {
  title: 'scaffold/views/ConnectingWalletConnectBasicView',
  render: renderViewStory(ConnectingWalletConnectBasicView, connectingWalletConnectBasicViewStyles),
  parameters: viewStoryParameters,
  loaders: [async () => ({ core: basicCore() })],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** One QR code for any wallet, then a few wallets and All wallets. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('button', { name: 'Fixture Wallet 1' })).toBeVisible()
  },
}

export const Loading: Story = { loaders: [async () => ({ core: basicCore('loading') })] }

export const NotConfigured: Story = { loaders: [async () => ({ core: basicCore('none') })] }

export const German: Story = { parameters: { locale: 'de' } }

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [
    async () => {
      const core = basicCore()
      core.theme.setThemeMode('dark')
      return { core }
    },
  ],
}
