import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { enMessages } from '../../i18n/enMessages.ts'
import { STORY_LONG_WALLET_NAME, storyRainbowWallet } from '../../stories/connectFixtures.ts'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { renderPartStory } from '../../stories/renderPartStory.tsx'
import { mobileStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { connectingWalletConnectViewStyles } from './ConnectingWalletConnectView.styles.ts'
import { WalletConnectProblem, type WalletConnectProblemProps } from './WalletConnectProblem.tsx'

/** The problem panel as the WalletConnect views show it, alone in the view. */
function WalletConnectProblemInFrame(props: WalletConnectProblemProps) {
  return (
    <ViewFrame className="apkt-connecting-wc-view">
      <WalletConnectProblem {...props} />
    </ViewFrame>
  )
}

const meta = {
  title: 'scaffold/views/ConnectingWalletConnectView/WalletConnectProblem',
  component: WalletConnectProblem,
  render: renderPartStory(WalletConnectProblemInFrame, connectingWalletConnectViewStyles),
  parameters: viewStoryParameters,
  argTypes: { status: { control: 'inline-radio', options: ['error', 'unavailable', 'notConfigured'] } },
  args: {
    status: 'error',
    walletName: storyRainbowWallet.name,
    imageUrl: storyRainbowWallet.imageUrl,
    onRetry: fn(),
  },
  loaders: [async () => ({ core: createStoryCore() })],
} satisfies Meta<typeof WalletConnectProblem>

export default meta
type Story = StoryObj<typeof meta>

/** The wallet declined or the pairing failed: announced as an alert, the wallet's logo badged, Try again. */
export const Declined: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const alert = canvas.getByRole('alert')
    await expect(within(alert).getByRole('heading', { name: 'Connection declined' })).toBeVisible()
    await expect(alert).toHaveTextContent('Rainbow declined or the QR code expired. Try again for a new one.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** Pairing for any WalletConnect wallet: no name, the wallet icon in place of a logo. */
export const DeclinedAnyWallet: Story = {
  args: { walletName: undefined, imageUrl: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The wallet declined or the QR code expired. Try again for a new one.',
    )
  },
}

/** The WalletConnect SDK could not start (it did not load, or its client did not initialise): Try again starts it. */
export const Unavailable: Story = {
  args: { status: 'unavailable' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const alert = canvas.getByRole('alert')
    await expect(within(alert).getByRole('heading', { name: 'WalletConnect could not start' })).toBeVisible()
    await expect(alert).toHaveTextContent('Check your connection, then try again.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** The app has no WalletConnect client: said plainly, nothing to retry. */
export const NotConfigured: Story = {
  args: { status: 'notConfigured' },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('heading', { name: 'WalletConnect is not configured' })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('Use a browser wallet instead.')
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** The WalletConnect-only view replaces the explanation: there is no browser wallet to suggest. */
export const NotConfiguredWalletConnectOnly: Story = {
  args: {
    status: 'notConfigured',
    notConfiguredDescription: enMessages.connect.wcNotConfiguredBasicDescription,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('alert')).toHaveTextContent('so no wallet can connect yet.')
  },
}

export const LongName: Story = { args: { walletName: STORY_LONG_WALLET_NAME } }

export const German: Story = {
  parameters: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('heading', { name: 'Verbindung abgelehnt' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible()
  },
}

export const GermanNotConfigured: Story = { args: { status: 'notConfigured' }, parameters: { locale: 'de' } }

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: createStoryCore({ themeMode: 'dark' }) })],
}

export const DarkNotConfigured: Story = {
  args: { status: 'notConfigured' },
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: createStoryCore({ themeMode: 'dark' }) })],
}
