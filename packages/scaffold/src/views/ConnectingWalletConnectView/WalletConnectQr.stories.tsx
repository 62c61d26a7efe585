import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { STORY_LONG_WALLET_NAME, STORY_WC_URI, storyRainbowWallet } from '../../stories/connectFixtures.ts'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { renderPartStory } from '../../stories/renderPartStory.tsx'
import { mobileStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { connectingWalletConnectViewStyles } from './ConnectingWalletConnectView.styles.ts'
import { WalletConnectQr, type WalletConnectQrProps } from './WalletConnectQr.tsx'

/** The QR block as the WalletConnect views show it (without platform tabs). */
function WalletConnectQrInFrame(props: WalletConnectQrProps) {
  return (
    <ViewFrame className="apkt-connecting-wc-view">
      <WalletConnectQr {...props} />
    </ViewFrame>
  )
}

type Loaded = { core: ReturnType<typeof createStoryCore> }

const meta = {
  title: 'scaffold/views/ConnectingWalletConnectView/WalletConnectQr',
  component: WalletConnectQr,
  render: renderPartStory(WalletConnectQrInFrame, connectingWalletConnectViewStyles),
  parameters: viewStoryParameters,
  args: { uri: STORY_WC_URI, walletName: storyRainbowWallet.name, logoUrl: storyRainbowWallet.imageUrl },
  loaders: [async () => ({ core: createStoryCore() })],
} satisfies Meta<typeof WalletConnectQr>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The code for one wallet, its logo in the centre, named for that wallet. Copy link puts the URI on the clipboard
 * and says how it went in a toast (a browser that refuses the clipboard gets 'Could not copy the link').
 */
export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('img', { name: 'QR code to connect Rainbow' })).toBeVisible()
    await expect(canvas.getByText('Scan with Rainbow on your phone')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }))
    const { core } = loaded as Loaded
    await waitFor(() => expect(core.snack.state.open).toBe(true))
    await expect(['Link copied', 'Could not copy the link']).toContain(core.snack.state.message)
  },
}

/** Any WalletConnect wallet: no logo in the code, the generic label and hint. */
export const AnyWallet: Story = {
  args: { walletName: undefined, logoUrl: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
    await expect(canvas.getByText('Scan with a WalletConnect wallet on your phone')).toBeVisible()
  },
}

/** The URI is being created: a busy placeholder, Copy link disabled. */
export const Loading: Story = {
  args: { uri: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('img', { name: 'Creating the QR code' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeDisabled()
  },
}

export const LongName: Story = { args: { walletName: STORY_LONG_WALLET_NAME } }

export const German: Story = {
  parameters: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('img', { name: 'QR-Code zum Verbinden von Rainbow' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Link kopieren' })).toBeEnabled()
  },
}

/** A 320 px phone: the code shrinks to the card's width. */
export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: createStoryCore({ themeMode: 'dark' }) })],
}
