import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { storyMetaMaskConnector } from '../../stories/connectFixtures.ts'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { renderPartStory } from '../../stories/renderPartStory.tsx'
import { viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { connectingExternalViewStyles } from './ConnectingExternalView.styles.ts'
import { ConnectingVisual, type ConnectingVisualProps } from './ConnectingVisual.tsx'

/** The visual where the connecting views put it: above the status title, centred. */
function ConnectingVisualInFrame(props: ConnectingVisualProps) {
  return (
    <ViewFrame className="apkt-connecting-external-view">
      <div className="apkt-view-status">
        <div className="apkt-view-status-visual">
          <ConnectingVisual {...props} />
        </div>
      </div>
    </ViewFrame>
  )
}

/** The visual's root (decorative, so it has no role to find it by). */
async function findVisual(canvasElement: HTMLElement): Promise<HTMLElement> {
  const root = await findViewRoot(canvasElement)
  return root.querySelector('.apkt-connecting-visual') as HTMLElement
}

const meta = {
  title: 'scaffold/views/ConnectingExternalView/ConnectingVisual',
  component: ConnectingVisual,
  render: renderPartStory(ConnectingVisualInFrame, connectingExternalViewStyles),
  parameters: viewStoryParameters,
  argTypes: { state: { control: 'inline-radio', options: ['pending', 'failed', 'connected'] } },
  args: { imageUrl: storyMetaMaskConnector.imageUrl, state: 'pending' },
  loaders: [async () => ({ core: createStoryCore() })],
} satisfies Meta<typeof ConnectingVisual>

export default meta
type Story = StoryObj<typeof meta>

/** Waiting for the wallet: a spinner rings the logo; no badge. Hidden from assistive technology (the title speaks). */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const visual = await findVisual(canvasElement)
    await expect(visual).toHaveAttribute('aria-hidden', 'true')
    await expect(visual).toHaveAttribute('data-state', 'pending')
    await expect(visual.querySelector('.apkt-connecting-visual-ring')).not.toBeNull()
    await expect(visual.querySelector('.apkt-connecting-visual-badge')).toBeNull()
  },
}

/** Declined or failed: no spinner, an error badge. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement }) => {
    const visual = await findVisual(canvasElement)
    await expect(visual.querySelector('.apkt-connecting-visual-ring')).toBeNull()
    await expect(visual.querySelector('.apkt-connecting-visual-badge')).toHaveAttribute('data-tone', 'error')
  },
}

/** Approved: a success badge. */
export const Connected: Story = {
  args: { state: 'connected' },
  play: async ({ canvasElement }) => {
    const visual = await findVisual(canvasElement)
    await expect(visual.querySelector('.apkt-connecting-visual-ring')).toBeNull()
    await expect(visual.querySelector('.apkt-connecting-visual-badge')).toHaveAttribute(
      'data-tone',
      'success',
    )
  },
}

/** A connector without a logo: the wallet icon stands in, still ringed. */
export const NoImage: Story = { args: { imageUrl: undefined } }

/** A logo that fails to decode: the same fallback. */
export const BrokenImage: Story = { args: { imageUrl: 'data:image/png;base64,bm90IGFuIGltYWdl' } }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: createStoryCore({ themeMode: 'dark' }) })],
}

export const DarkFailed: Story = {
  args: { state: 'failed' },
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: createStoryCore({ themeMode: 'dark' }) })],
}
