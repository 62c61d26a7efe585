import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { MailIcon } from '../../icons/MailIcon.tsx'
import { QrCodeIcon } from '../../icons/QrCodeIcon.tsx'
import { storyCanvas } from '../../stories/storyCanvas.ts'
import { ListItem } from './ListItem.tsx'

const meta = {
  title: 'ui/ListItem',
  component: ListItem,
  args: {
    start: <QrCodeIcon size="lg" />,
    title: 'WalletConnect',
    description: 'Scan with your phone',
    chevron: true,
    onClick: fn(),
  },
  argTypes: { start: { control: false }, end: { control: false } },
  parameters: { canvasLayout: 'fill' },
} satisfies Meta<typeof ListItem>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /WalletConnect/ }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}
export const TitleOnly: Story = {
  args: { description: undefined, start: <MailIcon size="lg" />, title: 'Email' },
}
export const Static: Story = { args: { onClick: undefined, chevron: false } }
export const Loading: Story = { args: { loading: true } }
export const Disabled: Story = { args: { disabled: true } }
export const Current: Story = { args: { current: true, chevron: false } }
export const LongTitle: Story = {
  args: {
    title: 'A wallet with a name far too long to fit on one line of the modal',
    description: undefined,
  },
}
export const Dark: Story = { globals: { theme: 'dark' } }
