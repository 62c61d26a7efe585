import type { CaipNetwork } from '@org/appkit-core'
import { createMockAdapter } from '@org/appkit-testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { storyChainImages } from '../../stories/accountFixtures.ts'
import { connectStoryWallet } from '../../stories/connectStoryWallet.ts'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { mobileStory, renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { walletAnswers } from '../../stories/walletAnswers.ts'
import { unsupportedChainViewStyles } from './UnsupportedChainView.styles.ts'
import { UnsupportedChainView } from './UnsupportedChainView.tsx'

interface Options {
  dark?: boolean
  networks?: [CaipNetwork, ...CaipNetwork[]]
  disconnect?: () => Promise<void>
}

/** A wallet connected on a network the dApp does not list (chain 999), with the modal on UnsupportedChain. */
async function unsupportedCore({ dark = false, networks, disconnect }: Options = {}) {
  const { adapter } = createMockAdapter({
    connection: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 999 },
    ...(disconnect ? { policy: walletAnswers('disconnect', disconnect) } : {}),
  })
  const core = createStoryCore({
    chainImages: storyChainImages,
    adapters: [adapter],
    ...(networks ? { networks } : {}),
  })
  if (dark) core.theme.setThemeMode('dark')
  await connectStoryWallet(core)
  core.modal.open({ view: 'UnsupportedChain' })
  return core
}

function evmNetwork(id: number, name: string): CaipNetwork {
  return {
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  }
}

const meta = {
  title: 'scaffold/views/UnsupportedChainView',
  render: renderViewStory(UnsupportedChainView, unsupportedChainViewStyles),
  parameters: viewStoryParameters,
  loaders: [async () => ({ core: await unsupportedCore() })],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('heading', { name: 'Network not supported' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Disconnect' })).toBeEnabled()
  },
}

/** Disconnecting while the wallet takes its time: the button is busy. */
export const Disconnecting: Story = {
  loaders: [
    async () => ({ core: await unsupportedCore({ disconnect: () => new Promise(() => undefined) }) }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect' }))
    await expect(canvas.getByRole('button', { name: 'Disconnect' })).toHaveAttribute('aria-busy', 'true')
  },
}

export const ManyItems: Story = {
  loaders: [
    async () => ({
      core: await unsupportedCore({
        networks: Array.from({ length: 12 }, (_, index) =>
          evmNetwork(2000 + index, `Network ${index + 1}`),
        ) as [CaipNetwork, ...CaipNetwork[]],
      }),
    }),
  ],
}

export const LongNames: Story = {
  loaders: [
    async () => ({
      core: await unsupportedCore({
        networks: [
          evmNetwork(10, 'An Extraordinarily Long Layer Two Rollup Network Name Mainnet Beta'),
          evmNetwork(1, 'Ethereum'),
        ],
      }),
    }),
  ],
  parameters: { locale: 'de' },
}

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: await unsupportedCore({ dark: true }) })],
}
