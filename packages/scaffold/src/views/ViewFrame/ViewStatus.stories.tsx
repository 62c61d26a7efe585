import { AlertCircleIcon, Button, CoinIcon, Spinner, WalletIcon } from '@org/appkit-ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { renderPartStory } from '../../stories/renderPartStory.tsx'
import { mobileStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { viewFrameStyles } from './ViewFrame.styles.ts'
import { ViewFrame } from './ViewFrame.tsx'
import { ViewStatus, type ViewStatusProps } from './ViewStatus.tsx'

/** The panel alone in a view, as the waiting, empty and error states use it. */
function ViewStatusInFrame(props: ViewStatusProps) {
  return (
    <ViewFrame className="apkt-view-status-story">
      <ViewStatus {...props} />
    </ViewFrame>
  )
}

const tryAgain = (
  <Button key="retry" variant="secondary">
    Try again
  </Button>
)

const meta = {
  title: 'scaffold/views/ViewFrame/ViewStatus',
  component: ViewStatus,
  render: renderPartStory(ViewStatusInFrame, viewFrameStyles),
  parameters: viewStoryParameters,
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'waiting', 'error'] },
    headingLevel: { control: 'inline-radio', options: ['h3', 'h4'] },
    visual: { control: false },
    actions: { control: false },
  },
  args: {
    visual: <WalletIcon size="xl" />,
    title: 'No wallet connected',
    description: 'Connect a wallet to see its address and balance here.',
  },
  loaders: [async () => ({ core: createStoryCore() })],
} satisfies Meta<typeof ViewStatus>

export default meta
type Story = StoryObj<typeof meta>

/** An empty state the visitor reads in place: an `h3` under the dialog's title, not announced. */
export const Info: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('heading', { level: 3, name: 'No wallet connected' })).toBeVisible()
    await expect(canvas.queryByRole('status')).toBeNull()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** Waiting on the wallet: title and description announced politely. */
export const Waiting: Story = {
  args: {
    tone: 'waiting',
    visual: <Spinner size="xl" />,
    title: 'Continue in Story Wallet',
    description: 'Accept the connection request in your wallet.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Continue in Story WalletAccept the connection request in your wallet.',
    )
  },
}

/**
 * Something failed: title and description announced assertively, the visual in the error colour, and an action.
 * The action sits outside the alert, so the announcement is the message alone.
 */
export const ErrorState: Story = {
  name: 'Error',
  args: {
    tone: 'error',
    visual: <AlertCircleIcon size="lg" />,
    title: 'Connection failed',
    description: 'Story Wallet could not connect. Check the wallet and try again.',
    actions: tryAgain,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('Connection failed')
    await expect(within(alert).queryByRole('button')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** Two actions share the row. */
export const TwoActions: Story = {
  args: {
    tone: 'error',
    visual: <AlertCircleIcon size="lg" />,
    title: 'Switch declined',
    description: 'You declined the network switch in your wallet.',
    actions: [
      <Button key="cancel" variant="secondary">
        Cancel
      </Button>,
      <Button key="retry">Try again</Button>,
    ],
  },
}

/** Only a title: no visual, no description, no actions. */
export const TitleOnly: Story = {
  args: { visual: undefined, description: undefined, title: 'Nothing here yet' },
  play: async ({ canvasElement }) => {
    const root = await findViewRoot(canvasElement)
    await expect(root.querySelector('.apkt-view-status-visual')).toBeNull()
    await expect(root.querySelector('.apkt-view-status-description')).toBeNull()
    await expect(root.querySelector('.apkt-view-status-actions')).toBeNull()
  },
}

/** Inside a section of a view (a tab panel): an `h4`, a smaller title, compact buttons. */
export const InSection: Story = {
  args: {
    headingLevel: 'h4',
    visual: <CoinIcon size="lg" />,
    title: 'No tokens yet',
    description: 'Tokens you receive on this network show here.',
    actions: tryAgain,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('heading', { level: 4, name: 'No tokens yet' })).toBeVisible()
  },
}

/** A long title and a description with an unbroken address: both wrap inside the card. */
export const LongText: Story = {
  args: {
    tone: 'error',
    visual: <AlertCircleIcon size="lg" />,
    title: 'The Extraordinarily Long Decentralised Application Name Could Not Reach Your Wallet',
    description:
      'The request to 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266f39Fd6e51aad88F6F4ce6aB8827279cffFb92266 failed.',
    actions: tryAgain,
  },
}

/** A 320 px phone: the two actions keep their minimum width and wrap if they must. */
export const Mobile: Story = { ...mobileStory, args: TwoActions.args }

export const Dark: Story = {
  args: ErrorState.args,
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: createStoryCore({ themeMode: 'dark' }) })],
}
