import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { storyCanvas } from '../../stories/storyCanvas.ts'
import { Toggle } from './Toggle.tsx'

const meta = {
  title: 'ui/Toggle',
  component: Toggle,
  args: { label: 'Smart account', onCheckedChange: fn() },
} satisfies Meta<typeof Toggle>

export default meta
type Story = StoryObj<typeof meta>

export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    const toggle = canvas.getByRole('switch', { name: 'Smart account' })
    await userEvent.click(toggle)
    await expect(toggle.getAttribute('aria-checked')).toBe('true')
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true)
  },
}
export const On: Story = { args: { defaultChecked: true } }
export const HiddenLabel: Story = { args: { hideLabel: true } }
export const Disabled: Story = { args: { disabled: true } }
export const DisabledOn: Story = { args: { disabled: true, defaultChecked: true } }
export const Dark: Story = { args: { defaultChecked: true }, globals: { theme: 'dark' } }
