import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { storyCanvas } from '../../stories/storyCanvas.ts'
import { AlertBar } from './AlertBar.tsx'

const meta = {
  title: 'ui/AlertBar',
  component: AlertBar,
  args: { message: 'Network Not Found', variant: 'info' },
  argTypes: { variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
  parameters: { canvasLayout: 'fill' },
} satisfies Meta<typeof AlertBar>

export default meta
type Story = StoryObj<typeof meta>

export const Info: Story = {}
export const Success: Story = { args: { variant: 'success', message: 'Session restored' } }
export const Warning: Story = { args: { variant: 'warning', message: 'Session Expired' } }
export const ErrorAlert: Story = { args: { variant: 'error', message: 'Invalid App Configuration' } }
export const Dismissible: Story = {
  args: { variant: 'error', message: 'Project ID Not Configured', closeLabel: 'Dismiss', onClose: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    await expect(canvas.getByRole('alert').textContent).toContain('Project ID Not Configured')
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}
export const Dark: Story = {
  args: { variant: 'warning', message: 'Session Expired' },
  globals: { theme: 'dark' },
}
