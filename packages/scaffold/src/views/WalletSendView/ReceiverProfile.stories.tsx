import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyImages } from '../../stories/accountFixtures.ts'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { renderPartStory } from '../../stories/renderPartStory.tsx'
import { STORY_RECEIVER } from '../../stories/sendFixtures.ts'
import { mobileStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { ReceiverProfile, type ReceiverProfileProps } from './ReceiverProfile.tsx'
import { walletSendViewStyles } from './WalletSendView.styles.ts'

/** The card where the send form shows it: under the receiver field. */
function ReceiverProfileInFrame(props: ReceiverProfileProps) {
  return (
    <ViewFrame className="apkt-wallet-send-view">
      <ReceiverProfile {...props} />
    </ViewFrame>
  )
}

const meta = {
  title: 'scaffold/views/WalletSendView/ReceiverProfile',
  component: ReceiverProfile,
  render: renderPartStory(ReceiverProfileInFrame, walletSendViewStyles),
  parameters: viewStoryParameters,
  args: { address: STORY_RECEIVER, label: 'Receiver' },
  loaders: [async () => ({ core: createStoryCore() })],
} satisfies Meta<typeof ReceiverProfile>

export default meta
type Story = StoryObj<typeof meta>

/** An address without a profile: the address's gradient, the address shortened to 4 + 6 with the whole as title. */
export const AddressOnly: Story = {
  play: async ({ canvasElement }) => {
    const root = await findViewRoot(canvasElement)
    const canvas = within(root)
    const address = canvas.getByText('0x70...dc79C8')
    await expect(address).toHaveAttribute('title', STORY_RECEIVER)
    await expect(root.querySelector('.apkt-address-avatar-svg')).not.toBeNull()
    await expect(root.querySelector('.apkt-send-profile-name')).toBeNull()
    // The label is read before the card, not shown.
    await expect(canvas.getByText('Receiver:')).toHaveClass('apkt-visually-hidden')
  },
}

/** A resolved name with its avatar above the shortened address. */
export const NameWithAvatar: Story = {
  args: { name: 'alice.reown.id', imageUrl: storyImages.profile },
  play: async ({ canvasElement }) => {
    const root = await findViewRoot(canvasElement)
    await expect(within(root).getByText('alice.reown.id')).toBeVisible()
    await expect(root.querySelector('.apkt-address-avatar img')).not.toBeNull()
    await expect(root.querySelector('.apkt-address-avatar-svg')).toBeNull()
  },
}

/** A name without an avatar: the address's gradient stands in. */
export const NameWithoutAvatar: Story = {
  args: { name: 'alice.eth' },
  play: async ({ canvasElement }) => {
    const root = await findViewRoot(canvasElement)
    await expect(within(root).getByText('alice.eth')).toBeVisible()
    await expect(root.querySelector('.apkt-address-avatar-svg')).not.toBeNull()
  },
}

/** A name longer than the card: cut with an ellipsis, the address stays whole. */
export const LongName: Story = {
  args: {
    name: 'a-remarkably-long-profile-name-that-goes-on-and-on.reown.id',
    imageUrl: storyImages.profile,
  },
}

export const Mobile: Story = { ...mobileStory, args: NameWithAvatar.args }

export const Dark: Story = {
  args: NameWithAvatar.args,
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: createStoryCore({ themeMode: 'dark' }) })],
}
