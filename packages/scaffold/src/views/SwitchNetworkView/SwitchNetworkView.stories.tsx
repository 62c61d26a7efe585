import { type CaipNetwork, UserRejectedRequestError } from '@org/appkit-core'
import { createMockAdapter } from '@org/appkit-testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { storyChainImages } from '../../stories/accountFixtures.ts'
import { connectStoryWallet } from '../../stories/connectStoryWallet.ts'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { mobileStory, renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { walletAnswers } from '../../stories/walletAnswers.ts'
import { switchNetworkViewStyles } from './SwitchNetworkView.styles.ts'
import { SwitchNetworkView } from './SwitchNetworkView.tsx'

const longNetwork: CaipNetwork = {
  id: 424242,
  caipNetworkId: 'eip155:424242',
  chainNamespace: 'eip155',
  name: 'An Extraordinarily Long Layer Two Rollup Network Name Mainnet Beta',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

/** A connected core on Account → Networks → SwitchNetwork(target); the wallet answers with `answer`. */
async function switchingCore(answer: () => Promise<void>, target = 'eip155:1', dark = false) {
  const { adapter } = createMockAdapter({ policy: walletAnswers('switchNetwork', answer) })
  const [first, ...rest] = createStoryCore().options.state.networks
  const core = createStoryCore({
    chainImages: storyChainImages,
    adapters: [adapter],
    networks: [first as CaipNetwork, ...rest, longNetwork],
  })
  if (dark) core.theme.setThemeMode('dark')
  await connectStoryWallet(core)
  core.router.reset('Account')
  core.router.push('Networks')
  core.router.push('SwitchNetwork', { network: core.chain.getNetwork(target) })
  return core
}

const waitForever = () => new Promise<void>(() => undefined)
const decline = async () => {
  throw new UserRejectedRequestError()
}

const meta = {
  title: 'scaffold/views/SwitchNetworkView',
  render: renderViewStory(SwitchNetworkView, switchNetworkViewStyles),
  parameters: viewStoryParameters,
  loaders: [async () => ({ core: await switchingCore(waitForever) })],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Waiting for the wallet to approve. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('status')).toHaveTextContent('Approve in wallet')
  },
}

/** The visitor declined in the wallet; Try again asks once more. */
export const Declined: Story = {
  loaders: [async () => ({ core: await switchingCore(decline) })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('heading', { name: 'Switch declined' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('heading', { name: 'Switch declined' })).toBeVisible()
  },
}

/** The wallet failed for another reason. */
export const Failed: Story = {
  loaders: [
    async () => ({
      core: await switchingCore(async () => {
        throw new Error('chain not added')
      }),
    }),
  ],
}

/** Opened without a network in the router data. */
export const NoNetwork: Story = {
  loaders: [
    async () => {
      const core = createStoryCore()
      core.router.push('SwitchNetwork')
      return { core }
    },
  ],
}

export const LongNames: Story = {
  loaders: [async () => ({ core: await switchingCore(decline, 'eip155:424242') })],
}

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: await switchingCore(waitForever, 'eip155:1', true) })],
}

export const DarkDeclined: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: await switchingCore(decline, 'eip155:1', true) })],
}
