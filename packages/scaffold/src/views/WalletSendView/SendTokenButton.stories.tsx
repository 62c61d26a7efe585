import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyImages } from '../../stories/accountFixtures.ts'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { renderPartStory } from '../../stories/renderPartStory.tsx'
import { viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { SendTokenButton, type SendTokenButtonProps } from './SendTokenButton.tsx'
import { walletSendViewStyles } from './WalletSendView.styles.ts'

/** The button alone in the send view (the amount field holds it beside the amount). */
function SendTokenButtonInFrame(props: SendTokenButtonProps) {
  return (
    <ViewFrame className="apkt-wallet-send-view">
      <div>
        <SendTokenButton {...props} />
      </div>
    </ViewFrame>
  )
}

const meta = {
  title: 'scaffold/views/WalletSendView/SendTokenButton',
  component: SendTokenButton,
  render: renderPartStory(SendTokenButtonInFrame, walletSendViewStyles),
  parameters: viewStoryParameters,
  args: { token: { symbol: 'ETH', iconUrl: storyImages.ethereum }, onClick: fn() },
  loaders: [async () => ({ core: createStoryCore() })],
} satisfies Meta<typeof SendTokenButton>

export default meta
type Story = StoryObj<typeof meta>

/** A token chosen: its icon and symbol; the name says what pressing it does; pressing opens the picker. */
export const Chosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const button = canvas.getByRole('button', { name: 'ETH selected, change token' })
    await expect(button).toHaveTextContent('ETH')
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

/** No token yet (none loaded, or none to send): 'Select token'. */
export const NoToken: Story = {
  args: { token: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await userEvent.click(canvas.getByRole('button', { name: 'Select token' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

/**
 * A token without an icon: its first letter stands in. The image is decorative (hidden from assistive
 * technology), so the button's name 'TST selected, change token' still holds all the text it is read by.
 */
export const NoIcon: Story = {
  args: { token: { symbol: 'TST', iconUrl: '' } },
  play: async ({ canvasElement }) => {
    const root = await findViewRoot(canvasElement)
    await expect(root.querySelector('.apkt-token-image-letter')).toHaveTextContent('T')
  },
}

/** A symbol wider than the button: cut with an ellipsis, the button keeps its width. */
export const LongSymbol: Story = {
  args: { token: { symbol: 'LONGSYMBOLTOKEN', iconUrl: storyImages.usdc } },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const button = canvas.getByRole('button', { name: 'LONGSYMBOLTOKEN selected, change token' })
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(140)
  },
}

export const German: Story = {
  parameters: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('button', { name: 'ETH gewählt, Token ändern' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: createStoryCore({ themeMode: 'dark' }) })],
}
