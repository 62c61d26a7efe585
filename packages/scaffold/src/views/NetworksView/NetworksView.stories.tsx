import type { CaipNetwork, CreateCoreParameters } from '@org/appkit-core'
import { createMockAdapter } from '@org/appkit-testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { storyChainImages } from '../../stories/accountFixtures.ts'
import { connectStoryWallet } from '../../stories/connectStoryWallet.ts'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { mobileStory, renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { networksViewStyles } from './NetworksView.styles.ts'
import { NetworksView } from './NetworksView.tsx'

function storyCore(networks?: CreateCoreParameters['networks']) {
  return createStoryCore({ chainImages: storyChainImages, ...(networks ? { networks } : {}) })
}

function evmNetwork(id: number, name: string, testnet = false): CaipNetwork {
  return {
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    testnet,
  }
}

const meta = {
  title: 'scaffold/views/NetworksView',
  render: renderViewStory(NetworksView, networksViewStyles),
  parameters: viewStoryParameters,
  loaders: [async () => ({ core: storyCore() })],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Not connected: picking a network switches at once; the active one is marked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('button', { name: /^Devnet/ })).toHaveAttribute('aria-current', 'true')
    await userEvent.click(canvas.getByRole('button', { name: 'Ethereum' }))
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Ethereum' })).toHaveAttribute('aria-current', 'true'),
    )
  },
}

/** Typing filters the list; the headings follow. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search networks' }), 'sol')
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Solana']),
    )
  },
}

/** No network matches the search. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search networks' }), 'zksync')
    await expect(await canvas.findByRole('heading', { name: 'No networks found' })).toBeVisible()
  },
}

/**
 * Connected with a wallet that approved only the devnet: Ethereum is disabled with the reason, and the other
 * namespaces (no adapter for them) cannot be reached with this wallet.
 */
export const ConnectedWithDisabled: Story = {
  loaders: [
    async () => {
      const { adapter } = createMockAdapter()
      const core = createStoryCore({ chainImages: storyChainImages, adapters: [adapter] })
      await connectStoryWallet(core)
      core.chain.setApprovedNetworkIds('eip155', ['eip155:31337'])
      return { core }
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('button', { name: /^Ethereum/ })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: /^Solana Devnet/ })).toBeDisabled()
  },
}

/** Thirty EVM networks: the list scrolls under the search field. */
export const ManyItems: Story = {
  loaders: [
    async () => ({
      core: storyCore(
        Array.from({ length: 30 }, (_, index) =>
          evmNetwork(1000 + index, `Network ${index + 1}`, index % 4 === 0),
        ) as [CaipNetwork, ...CaipNetwork[]],
      ),
    }),
  ],
}

export const LongNames: Story = {
  loaders: [
    async () => ({
      core: storyCore([
        evmNetwork(10, 'An Extraordinarily Long Layer Two Rollup Network Name Mainnet Beta'),
        evmNetwork(11, 'Another Very Long Network Name With A Testnet Chip', true),
        evmNetwork(1, 'Ethereum'),
      ]),
    }),
  ],
}

/** The German catalogue: longer strings. */
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
