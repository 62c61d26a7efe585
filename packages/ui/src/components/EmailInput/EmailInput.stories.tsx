import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { storyCanvas } from '../../stories/storyCanvas.ts'
import { EmailInput } from './EmailInput.tsx'

const meta = {
  title: 'ui/EmailInput',
  component: EmailInput,
  args: { label: 'Email', placeholder: 'Email', submitLabel: 'Continue with email', onSubmit: fn() },
  parameters: { canvasLayout: 'fill' },
} satisfies Meta<typeof EmailInput>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), ' ada@example.com {Enter}')
    await expect(args.onSubmit).toHaveBeenCalledWith('ada@example.com')
  },
}
export const Filled: Story = { args: { defaultValue: 'ada@example.com' } }
export const Sending: Story = { args: { defaultValue: 'ada@example.com', loading: true } }
export const WithError: Story = {
  args: { defaultValue: 'ada@example.com', error: 'Please try again after 25 seconds' },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    const input = canvas.getByRole('textbox', { name: 'Email' })
    await expect(input.getAttribute('aria-invalid')).toBe('true')
    const describedBy = input.getAttribute('aria-describedby') ?? ''
    await expect(
      canvasElement.querySelector('[data-apkt-shadow-host]')?.shadowRoot?.getElementById(describedBy)
        ?.textContent,
    ).toBe('Please try again after 25 seconds')
  },
}
export const Disabled: Story = { args: { disabled: true } }
export const Dark: Story = { args: { defaultValue: 'ada@example.com' }, globals: { theme: 'dark' } }
