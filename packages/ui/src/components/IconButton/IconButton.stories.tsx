import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { ChevronLeftIcon } from '../../icons/ChevronLeftIcon.tsx'
import { CloseIcon } from '../../icons/CloseIcon.tsx'
import { CopyIcon } from '../../icons/CopyIcon.tsx'
import { storyCanvas } from '../../stories/storyCanvas.ts'
import { IconButton } from './IconButton.tsx'

const meta = {
  title: 'ui/IconButton',
  component: IconButton,
  args: { label: 'Close', icon: <CloseIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'secondary', 'accent'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>

export default meta
type Story = StoryObj<typeof meta>

export const Ghost: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}
export const Secondary: Story = { args: { variant: 'secondary', label: 'Back', icon: <ChevronLeftIcon /> } }
export const Accent: Story = { args: { variant: 'accent', label: 'Copy address', icon: <CopyIcon /> } }
export const Small: Story = { args: { size: 'sm' } }
export const Large: Story = { args: { size: 'lg', variant: 'secondary' } }
export const Disabled: Story = { args: { disabled: true } }
export const Dark: Story = { args: { variant: 'secondary' }, globals: { theme: 'dark' } }
