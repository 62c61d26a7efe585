import { type Core, type CreateCoreParameters, UserRejectedRequestError } from '@org/appkit-core'
import type { WalletListItem } from '@org/appkit-core/internal'
import { createMockAdapter } from '@org/appkit-testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { mobileStory, renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { connectingWalletConnectViewStyles } from './ConnectingWalletConnectView.styles.ts'
import { ConnectingWalletConnectView } from './ConnectingWalletConnectView.tsx'
import { openWalletConnect } from './openWalletConnect.ts'

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000000'

const rainbowLogo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#001e59"/><circle cx="32" cy="44" r="22" fill="none" stroke="#ff4000" stroke-width="6"/><circle cx="32" cy="44" r="15" fill="none" stroke="#ffb800" stroke-width="6"/><circle cx="32" cy="44" r="8" fill="none" stroke="#01da40" stroke-width="6"/></svg>',
)}`

const rainbow: WalletListItem = {
  id: 'rainbow',
  name: 'Rainbow',
  imageUrl: rainbowLogo,
  homepage: 'https://rainbow.example',
}

/**
 * A core whose WalletConnect client is `pair` (none: not configured), on the view for `wallet` (none: any
 * wallet).
 */
function wcCore(
  wallet: WalletListItem | undefined,
  pair?: (core: Core) => ReturnType<NonNullable<CreateCoreParameters['connectWalletConnect']>>,
) {
  const { adapter } = createMockAdapter()
  const holder: { core?: Core } = {}
  const core = createStoryCore({
    adapters: [adapter],
    ...(pair ? { connectWalletConnect: () => pair(holder.core as Core) } : {}),
  })
  holder.core = core
  openWalletConnect(core, wallet)
  return core
}

/** A pairing that shows `URI` and waits for the wallet. */
const showUri = (core: Core) => {
  core.connection.setWcUri(URI)
  return new Promise<never>(() => undefined)
}

const meta = {
  title: 'scaffold/views/ConnectingWalletConnectView',
  render: renderViewStory(ConnectingWalletConnectView, connectingWalletConnectViewStyles),
  parameters: viewStoryParameters,
  loaders: [async () => ({ core: wcCore(rainbow, showUri) })],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The QR code for Rainbow, its logo in the centre, Copy link and where to get it. */
export const Default: Story = {}

/** Any WalletConnect wallet: no logo, no wallet name. */
export const AnyWallet: Story = { loaders: [async () => ({ core: wcCore(undefined, showUri) })] }

/** The URI is being created. */
export const Loading: Story = {
  loaders: [async () => ({ core: wcCore(rainbow, () => new Promise<never>(() => undefined)) })],
}

/** A wallet with desktop and web apps: a tab each; the web tab opens it. */
export const PlatformTabs: Story = {
  loaders: [
    async () => ({
      core: wcCore(
        { ...rainbow, desktopLink: 'rainbow://desktop/', webappLink: 'https://app.rainbow.example' },
        showUri,
      ),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await userEvent.click(await canvas.findByRole('tab', { name: 'Web app' }))
    await expect(canvas.getByRole('button', { name: 'Open Rainbow web app' })).toBeEnabled()
  },
}

/** The wallet declined: Try again for a fresh URI. */
export const Declined: Story = {
  loaders: [
    async () => ({
      core: wcCore(rainbow, async () => {
        throw new UserRejectedRequestError()
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('heading', { name: 'Connection declined' })).toBeVisible()
  },
}

/** The app has no WalletConnect client (the transport arrives with issue 5). */
export const NotConfigured: Story = {
  loaders: [async () => ({ core: wcCore(rainbow) })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(
      await canvas.findByRole('heading', { name: 'WalletConnect is not configured' }),
    ).toBeVisible()
  },
}

/** A long wallet name. */
export const LongNames: Story = {
  loaders: [
    async () => ({
      core: wcCore({ ...rainbow, name: 'Hyperextended Multichain Self-Custody Mobile Wallet' }, showUri),
    }),
  ],
}

export const German: Story = { parameters: { locale: 'de' } }

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [
    async () => {
      const core = wcCore(rainbow, showUri)
      core.theme.setThemeMode('dark')
      return { core }
    },
  ],
}
