import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { storyCanvas } from '../../stories/storyCanvas.ts'
import { Spinner } from './Spinner.tsx'

const meta = {
  title: 'ui/Spinner',
  component: Spinner,
  args: { label: 'Loading' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeTruthy()
  },
}
export const Small: Story = { args: { size: 'sm' } }
export const Large: Story = { args: { size: 'lg' } }
export const ExtraLarge: Story = { args: { size: 'xl' } }
export const Secondary: Story = { args: { color: 'secondary' } }
export const Decorative: Story = { args: { label: undefined } }
export const Dark: Story = { globals: { theme: 'dark' } }
