import { Button, WalletListItem } from '@org/appkit-ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { renderPartStory } from '../../stories/renderPartStory.tsx'
import { mobileStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { viewFrameStyles } from './ViewFrame.styles.ts'
import { ViewFrame } from './ViewFrame.tsx'
import { ViewStatus } from './ViewStatus.tsx'

/** What a view puts in its frame: a heading, a list and a row of actions. */
const viewContent = [
  <h4 key="heading" className="apkt-view-heading">
    Wallets
  </h4>,
  <ul key="list" className="apkt-view-list" aria-label="Wallets">
    <li>
      <WalletListItem name="Story Wallet" />
    </li>
    <li>
      <WalletListItem name="Fixture Wallet 1" tag="Recent" />
    </li>
  </ul>,
  <div key="actions" className="apkt-view-actions">
    <Button variant="secondary">Cancel</Button>
    <Button>Continue</Button>
  </div>,
]

/** The `.apkt-view` column the story rendered. */
async function findView(canvasElement: HTMLElement): Promise<HTMLElement> {
  const root = await findViewRoot(canvasElement)
  return root.querySelector('.apkt-view') as HTMLElement
}

const meta = {
  title: 'scaffold/views/ViewFrame/ViewFrame',
  component: ViewFrame,
  render: renderPartStory(ViewFrame, viewFrameStyles),
  parameters: viewStoryParameters,
  argTypes: { children: { control: false } },
  args: { className: 'apkt-story-view', busy: false, children: viewContent },
  loaders: [async () => ({ core: createStoryCore() })],
} satisfies Meta<typeof ViewFrame>

export default meta
type Story = StoryObj<typeof meta>

/** The view's column with its own class, its sections 12 px apart; not busy. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const view = await findView(canvasElement)
    await expect(view).toHaveClass('apkt-view', 'apkt-story-view')
    await expect(view).not.toHaveAttribute('aria-busy')
    await expect(getComputedStyle(view).rowGap).toBe('12px')
  },
}

/** The whole view waits on something: `aria-busy`. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(await findView(canvasElement)).toHaveAttribute('aria-busy', 'true')
  },
}

/** A view showing one of its states. */
export const WithStatus: Story = {
  args: {
    children: <ViewStatus title="No wallet connected" description="Connect a wallet to see its address." />,
  },
}

/** Nothing rendered yet: only the column's padding. */
export const Empty: Story = {
  args: { children: undefined },
  play: async ({ canvasElement }) => {
    await expect((await findView(canvasElement)).childElementCount).toBe(0)
  },
}

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: createStoryCore({ themeMode: 'dark' }) })],
}
