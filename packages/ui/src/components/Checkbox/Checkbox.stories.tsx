import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { storyCanvas } from '../../stories/storyCanvas.ts'
import { Link } from '../Link/Link.tsx'
import { Checkbox } from './Checkbox.tsx'

const meta = {
  title: 'ui/Checkbox',
  component: Checkbox,
  args: { label: 'Remember this device', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Unchecked: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    await userEvent.click(canvas.getByText('Remember this device'))
    await expect(canvas.getByRole('checkbox', { name: 'Remember this device' })).toHaveProperty(
      'checked',
      true,
    )
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true)
  },
}
export const Checked: Story = { args: { defaultChecked: true } }
export const Disabled: Story = { args: { disabled: true } }
export const LegalCheckbox: Story = {
  args: {
    label: (
      <>
        I agree to the <Link href="https://example.com/terms">Terms of Service</Link> and the{' '}
        <Link href="https://example.com/privacy">Privacy Policy</Link>
      </>
    ),
  },
}
export const Dark: Story = { args: { defaultChecked: true }, globals: { theme: 'dark' } }
