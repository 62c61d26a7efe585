import type { CaipNetwork, ChainNamespace, CreateCoreParameters } from '@org/appkit-core'
import { createMockAdapter, fixtureNetworks } from '@org/appkit-testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { storyChainImages } from '../../stories/accountFixtures.ts'
import { connectStoryWallet } from '../../stories/connectStoryWallet.ts'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { storySolanaLocal } from '../../stories/solanaFixtures.ts'
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

const [devnet, ethereum, solanaDevnet] = fixtureNetworks as [CaipNetwork, CaipNetwork, CaipNetwork]

interface MixedStoryOptions {
  /** The namespaces whose wallet is connected, in order. */
  connected: readonly ChainNamespace[]
  /** The namespace whose network is active. */
  active: ChainNamespace
  /** Whether the dApp gave a Solana adapter (an EVM one it always has). @default true */
  solanaAdapter?: boolean
}

/** A dApp with EVM and Solana networks (the devnets first) and their adapters, wallets connected as told. */
async function mixedCore({ connected, active, solanaAdapter = true }: MixedStoryOptions) {
  const evm = createMockAdapter()
  const solana = createMockAdapter({ namespace: 'solana' })
  const core = createStoryCore({
    chainImages: storyChainImages,
    networks: [devnet, ethereum, storySolanaLocal, solanaDevnet],
    adapters: solanaAdapter ? [evm.adapter, solana.adapter] : [evm.adapter],
  })
  for (const namespace of connected) await connectStoryWallet(core, namespace)
  core.chain.setActiveNamespace(active)
  return core
}

/** The list's group headings, in order. */
function headings(root: HTMLElement) {
  return within(root)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)
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

/**
 * EVM and Solana networks with both adapters, the EVM wallet connected on the devnet: grouped by namespace, the
 * devnet marked; a Solana network is a switch away (its namespace becomes the active one).
 */
export const MixedNamespaces: Story = {
  loaders: [async () => ({ core: await mixedCore({ connected: ['eip155'], active: 'eip155' }) })],
  play: async ({ canvasElement, loaded }) => {
    const root = await findViewRoot(canvasElement)
    const canvas = within(root)
    await expect(headings(root)).toEqual(['EVM networks', 'Solana'])
    await expect(canvas.getByRole('button', { name: /^Devnet/ })).toHaveAttribute('aria-current', 'true')
    await expect(canvas.getByRole('button', { name: /^Solana Devnet/ })).toBeEnabled()
    await userEvent.click(canvas.getByRole('button', { name: /^Solana Local/ }))
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^Solana Local/ })).toHaveAttribute('aria-current', 'true'),
    )
    const { core } = loaded as { core: Awaited<ReturnType<typeof mixedCore>> }
    await expect(core.chain.state.activeNamespace).toBe('solana')
  },
}

/** Both wallets connected and Solana active: its local devnet marked, the EVM networks still offered. */
export const MixedNamespacesSolanaActive: Story = {
  loaders: [async () => ({ core: await mixedCore({ connected: ['eip155', 'solana'], active: 'solana' }) })],
  play: async ({ canvasElement }) => {
    const root = await findViewRoot(canvasElement)
    const canvas = within(root)
    await expect(headings(root)).toEqual(['EVM networks', 'Solana'])
    await expect(canvas.getByRole('button', { name: /^Solana Local/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(canvas.getByRole('button', { name: /^Devnet/ })).not.toHaveAttribute('aria-current')
    await expect(canvas.getByRole('button', { name: 'Ethereum' })).toBeEnabled()
  },
}

/**
 * Solana networks listed but no Solana adapter, with the EVM wallet connected: nothing could connect them, so
 * they are disabled with the reason.
 */
export const MixedNamespacesWithoutAdapter: Story = {
  loaders: [
    async () => ({
      core: await mixedCore({ connected: ['eip155'], active: 'eip155', solanaAdapter: false }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const root = await findViewRoot(canvasElement)
    const canvas = within(root)
    await expect(headings(root)).toEqual(['EVM networks', 'Solana'])
    for (const name of [/^Solana Local/, /^Solana Devnet/]) {
      const button = canvas.getByRole('button', { name })
      await expect(button).toBeDisabled()
      await expect(button).toHaveTextContent('Not available with this wallet')
    }
    await expect(canvas.getByRole('button', { name: 'Ethereum' })).toBeEnabled()
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
