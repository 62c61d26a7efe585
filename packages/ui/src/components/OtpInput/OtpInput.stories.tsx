import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { storyCanvas } from '../../stories/storyCanvas.ts'
import { OtpInput } from './OtpInput.tsx'

const meta = {
  title: 'ui/OtpInput',
  component: OtpInput,
  args: {
    label: 'Verification code',
    digitLabel: (index: number, length: number) => `Digit ${index + 1} of ${length}`,
    onComplete: fn(),
    onValueChange: fn(),
  },
  argTypes: { digitLabel: { control: false } },
} satisfies Meta<typeof OtpInput>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }))
    await userEvent.keyboard('12')
    await expect(canvas.getByRole('textbox', { name: 'Digit 3 of 6' })).toBe(
      canvasElement.querySelector('[data-apkt-shadow-host]')?.shadowRoot?.activeElement,
    )
    await userEvent.keyboard('{Backspace}')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1')
    // userEvent.paste targets document.activeElement, which is the shadow host here: paste on the box itself.
    const clipboardData = new DataTransfer()
    clipboardData.setData('text/plain', '23-45 67')
    canvas
      .getByRole('textbox', { name: 'Digit 2 of 6' })
      .dispatchEvent(
        new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true, composed: true }),
      )
    await expect(args.onValueChange).toHaveBeenLastCalledWith('123456')
    await expect(args.onComplete).toHaveBeenCalledWith('123456')
  },
}
export const PartlyFilled: Story = { args: { defaultValue: '123' } }
export const Filled: Story = { args: { defaultValue: '123456' } }
export const WithError: Story = { args: { defaultValue: '123456', error: 'Invalid code' } }
export const FourDigits: Story = { args: { length: 4 } }
export const Disabled: Story = { args: { defaultValue: '123456', disabled: true } }
export const Dark: Story = { args: { defaultValue: '123' }, globals: { theme: 'dark' } }
