import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { ArrowUpRightIcon } from '../../icons/ArrowUpRightIcon.tsx'
import { ChevronRightIcon } from '../../icons/ChevronRightIcon.tsx'
import { storyCanvas } from '../../stories/storyCanvas.ts'
import { Button } from './Button.tsx'

const meta = {
  title: 'ui/Button',
  component: Button,
  args: { children: 'Connect wallet', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'accent', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Connect wallet' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}
export const Secondary: Story = { args: { variant: 'secondary' } }
export const Accent: Story = { args: { variant: 'accent', children: 'Buy crypto' } }
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } }
export const Danger: Story = { args: { variant: 'danger', children: 'Disconnect' } }
export const Small: Story = { args: { size: 'sm', children: 'Copy link' } }
export const Large: Story = { args: { size: 'lg' } }
export const WithIcons: Story = {
  args: {
    children: 'Send',
    iconLeft: <ArrowUpRightIcon size="sm" />,
    iconRight: <ChevronRightIcon size="sm" />,
  },
}
export const FullWidth: Story = { args: { fullWidth: true }, parameters: { canvasLayout: 'fill' } }
export const Loading: Story = {
  args: { loading: true, children: 'Sending' },
  play: async ({ args, canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    const button = canvas.getByRole('button', { name: 'Sending' })
    await expect(button.getAttribute('aria-busy')).toBe('true')
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}
export const Disabled: Story = { args: { disabled: true } }
export const Dark: Story = { globals: { theme: 'dark' } }
