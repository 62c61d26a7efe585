import type { Connector, CreateCoreParameters } from '@org/appkit-core'
import { createMockAdapter } from '@org/appkit-testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { useCore } from '../../context/CoreContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import {
  STORY_LONG_WALLET_NAME,
  storyAnnouncedConnector,
  storyMetaMaskConnector,
  storyWalletConnectConnector,
} from '../../stories/connectFixtures.ts'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { renderPartStory } from '../../stories/renderPartStory.tsx'
import { mobileStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { connectViewStyles } from './ConnectView.styles.ts'
import { toConnectRow } from './toConnectRow.ts'
import { WalletSection, type WalletSectionProps } from './WalletSection.tsx'

type WalletSectionStoryArgs = Omit<WalletSectionProps, 'rows'>

/** The section with the rows the Connect view would list from the story core (its connectors, recents, registry). */
function WalletSectionOfCore(props: WalletSectionStoryArgs) {
  const core = useCore()
  const options = useStateSnapshot(core.options.state)
  // Subscribed so the rows follow the connectors and registry lists, as in the view.
  useStateSnapshot(core.connector.state)
  useStateSnapshot(core.api.state)
  const rows = core.connector.getConnectorList().map((entry) => toConnectRow(entry, options.connectorImages))
  return (
    <ViewFrame className="apkt-connect-view">
      <WalletSection rows={rows} {...props} />
    </ViewFrame>
  )
}

interface WalletListOptions {
  /** Announced browser wallets. @default MetaMask */
  connectors?: Connector[]
  /** The WalletConnect connector and a recent wallet. @default true */
  walletConnectAndRecent?: boolean
  /** Load the registry's featured and recommended lists before the story renders. @default true */
  registry?: boolean
  overrides?: Partial<CreateCoreParameters>
}

/** A story core listing `connectors`, WalletConnect, a recent wallet and the fixture registry's lists. */
async function walletListCore({
  connectors = [storyMetaMaskConnector],
  walletConnectAndRecent = true,
  registry = true,
  overrides,
}: WalletListOptions = {}) {
  const { adapter } = createMockAdapter()
  const core = createStoryCore({
    adapters: [adapter],
    featuredWalletIds: ['fixture-wallet-12'],
    ...overrides,
  })
  core.connector.setConnectors('eip155', connectors)
  if (walletConnectAndRecent) {
    core.connector.addConnector(storyWalletConnectConnector)
    core.connector.addRecentWallet({ id: 'fixture-wallet-9', name: 'Fixture Wallet 9' })
  }
  if (registry) await Promise.all([core.api.fetchFeatured(), core.api.fetchRecommended()])
  return core
}

type Loaded = { core: Awaited<ReturnType<typeof walletListCore>> }

const meta = {
  title: 'scaffold/views/ConnectView/WalletSection',
  render: renderPartStory(WalletSectionOfCore, connectViewStyles),
  parameters: viewStoryParameters,
  args: { loading: false, showAllWallets: true, walletCount: 195, disabled: false },
  loaders: [async () => ({ core: await walletListCore() })],
} satisfies Meta<WalletSectionStoryArgs>

export default meta
type Story = StoryObj<typeof meta>

/**
 * WalletConnect (QR code), recent, installed (green tag), featured and recommended wallets, then All wallets with
 * the registry count rounded down to tens. Choosing an installed wallet connects it; All wallets opens the grid.
 */
export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const list = within(canvas.getByRole('list', { name: 'Wallets' }))
    await expect(list.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'WalletConnectQR code',
      'Fixture Wallet 9Recent',
      'MetaMaskInstalled',
      'Fixture Wallet 12',
      'Fixture Wallet 1',
      'Fixture Wallet 2',
      'Fixture Wallet 3',
      'Fixture Wallet 4',
      'All wallets190+',
    ])
    await expect(canvas.getByRole('list', { name: 'Wallets' })).not.toHaveAttribute('aria-busy')
    const { core } = loaded as Loaded
    await userEvent.click(list.getByRole('button', { name: /^All wallets/ }))
    await expect(core.router.state.view).toBe('AllWallets')
    await userEvent.click(list.getByRole('button', { name: /^MetaMask/ }))
    await waitFor(() => expect(core.router.state.view).toBe('ConnectingExternal'))
  },
}

/** The registry's first lists are loading and nothing is listed yet: three placeholder rows, the list busy. */
export const Loading: Story = {
  args: { loading: true, walletCount: 0 },
  loaders: [
    async () => ({
      core: await walletListCore({ connectors: [], walletConnectAndRecent: false, registry: false }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const root = await findViewRoot(canvasElement)
    const list = within(root).getByRole('list', { name: 'Wallets' })
    await expect(list).toHaveAttribute('aria-busy', 'true')
    await expect(root.querySelectorAll('.apkt-connect-wallets li[aria-hidden="true"]')).toHaveLength(3)
    // The count is not known yet: All wallets shows no chip.
    await expect(within(list).getByRole('button', { name: 'All wallets' })).toBeVisible()
  },
}

/**
 * The registry is still loading but connectors are listed: two placeholder rows under them, the list busy.
 */
export const LoadingWithConnectors: Story = {
  args: { loading: true, walletCount: 0 },
  loaders: [async () => ({ core: await walletListCore({ registry: false }) })],
  play: async ({ canvasElement }) => {
    const root = await findViewRoot(canvasElement)
    await expect(within(root).getByRole('list', { name: 'Wallets' })).toHaveAttribute('aria-busy', 'true')
    // The registry's wallets are still coming: two placeholder rows under the connectors already listed.
    await expect(root.querySelectorAll('.apkt-connect-wallets li[aria-hidden="true"]')).toHaveLength(2)
  },
}

/** Nothing installed, nothing recent, the registry empty and All wallets hidden: an empty list. */
export const Empty: Story = {
  args: { showAllWallets: false, walletCount: 0 },
  loaders: [
    async () => ({
      core: await walletListCore({ connectors: [], walletConnectAndRecent: false, registry: false }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.queryAllByRole('button')).toHaveLength(0)
  },
}

/** `allWallets: 'HIDE'` (or a desktop with 'ONLY_MOBILE'): no All wallets row. */
export const WithoutAllWallets: Story = {
  args: { showAllWallets: false },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.queryByRole('button', { name: /^All wallets/ })).toBeNull()
  },
}

/** A registry with fewer than ten wallets shows the exact count. */
export const SmallRegistryCount: Story = {
  args: { walletCount: 7 },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('button', { name: /^All wallets/ })).toHaveTextContent('All wallets7')
  },
}

/** The legal checkbox is not ticked yet: every row is disabled. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const buttons = canvas.getAllByRole('button')
    await expect(buttons).toHaveLength(9)
    for (const button of buttons) await expect(button).toBeDisabled()
  },
}

/** Long wallet names truncate in their rows; the tags stay whole. */
export const LongNames: Story = {
  loaders: [
    async () => ({
      core: await walletListCore({
        connectors: [
          storyAnnouncedConnector('org.long.one', STORY_LONG_WALLET_NAME, '#7b3fe4'),
          storyAnnouncedConnector(
            'org.long.two',
            'A Wallet With A Remarkably Long Name For Testing',
            '#00a86b',
          ),
        ],
      }),
    }),
  ],
}

/** Many installed wallets: the list grows; the modal body scrolls around it. */
export const ManyItems: Story = {
  loaders: [
    async () => ({
      core: await walletListCore({
        connectors: Array.from({ length: 12 }, (_, index) =>
          storyAnnouncedConnector(
            `org.many.${index}`,
            `Browser Wallet ${index + 1}`,
            ['#f6851b', '#7b3fe4', '#00a86b'][index % 3] as string,
          ),
        ),
      }),
    }),
  ],
}

export const German: Story = {
  parameters: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('button', { name: /^Alle Wallets/ })).toBeVisible()
  },
}

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: await walletListCore({ overrides: { themeMode: 'dark' } }) })],
}
