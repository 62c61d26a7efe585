import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { STORY_LONG_WALLET_NAME, STORY_WC_URI, storyRainbowWallet } from '../../stories/connectFixtures.ts'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { renderPartStory } from '../../stories/renderPartStory.tsx'
import { mobileStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { connectingWalletConnectViewStyles } from './ConnectingWalletConnectView.styles.ts'
import { WalletLinkPanel, type WalletLinkPanelProps } from './WalletLinkPanel.tsx'

/** The panel as a platform tab of the WalletConnect view shows it. */
function WalletLinkPanelInFrame(props: WalletLinkPanelProps) {
  return (
    <ViewFrame className="apkt-connecting-wc-view">
      <WalletLinkPanel {...props} />
    </ViewFrame>
  )
}

/** Rainbow with an app on every platform. */
const rainbow = {
  ...storyRainbowWallet,
  mobileLink: 'rainbow://',
  desktopLink: 'rainbow://desktop/',
  webappLink: 'https://app.rainbow.example',
}

const meta = {
  title: 'scaffold/views/ConnectingWalletConnectView/WalletLinkPanel',
  component: WalletLinkPanel,
  render: renderPartStory(WalletLinkPanelInFrame, connectingWalletConnectViewStyles),
  parameters: viewStoryParameters,
  argTypes: { platform: { control: 'inline-radio', options: ['mobile', 'desktop', 'web'] } },
  args: { wallet: rainbow, platform: 'mobile', uri: STORY_WC_URI },
  loaders: [async () => ({ core: createStoryCore() })],
} satisfies Meta<typeof WalletLinkPanel>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The phone app: the logo ringed by a spinner, "Continue in Rainbow" announced politely, and a button handing the
 * pairing to the app. (Pressing it leaves the page for the app's link, so no story presses it.)
 */
export const MobileApp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Continue in RainbowOpen Rainbow and accept the connection request.',
    )
    await expect(canvas.getByRole('button', { name: 'Open Rainbow' })).toBeEnabled()
  },
}

export const DesktopApp: Story = {
  args: { platform: 'desktop' },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('button', { name: 'Open Rainbow desktop' })).toBeEnabled()
  },
}

/** The web app opens in a new tab: the button says so with an external-link icon, and so does the text. */
export const WebApp: Story = {
  args: { platform: 'web' },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('button', { name: 'Open Rainbow web app' })).toBeEnabled()
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Rainbow opens in a new tab; accept the connection request there.',
    )
  },
}

/** The URI is being created: the button is busy and cannot be pressed yet. */
export const Loading: Story = {
  args: { uri: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const button = canvas.getByRole('button', { name: 'Open Rainbow' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(button).toBeDisabled()
  },
}

/**
 * The registry's link uses a scheme outside the allow-list (a system handler): no link is built, the button stays
 * disabled (and is not busy). The Connecting view offers no tab for such a link; this panel shows it if reached.
 */
export const UnsafeLink: Story = {
  args: { wallet: { ...rainbow, mobileLink: 'ms-msdt:/id PCWDiagnostic' } },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const button = canvas.getByRole('button', { name: 'Open Rainbow' })
    await expect(button).toBeDisabled()
    await expect(button).not.toHaveAttribute('aria-busy')
  },
}

/** A wallet without a logo: the wallet icon inside the ring. */
export const NoLogo: Story = { args: { wallet: { ...rainbow, imageUrl: undefined } } }

export const LongName: Story = { args: { wallet: { ...rainbow, name: STORY_LONG_WALLET_NAME } } }

export const German: Story = {
  parameters: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('button', { name: 'Rainbow öffnen' })).toBeEnabled()
  },
}

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: createStoryCore({ themeMode: 'dark' }) })],
}
