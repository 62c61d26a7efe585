import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { storyCanvas } from '../../stories/storyCanvas.ts'
import { AmountInput } from './AmountInput.tsx'

const meta = {
  title: 'ui/AmountInput',
  component: AmountInput,
  args: { label: 'Amount', symbol: 'ETH', decimals: 18, onValueChange: fn() },
  parameters: { canvasLayout: 'fill' },
} satisfies Meta<typeof AmountInput>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    const input = canvas.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement
    await userEvent.type(input, 'a1,5x')
    await expect(input.value).toBe('1.5')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1.5')
  },
}
export const Filled: Story = { args: { defaultValue: '0.25', secondaryText: '$500.00' } }
export const WithMax: Story = {
  args: { defaultValue: '0.25', secondaryText: '$500.00', maxLabel: 'Max', onMax: fn() },
}
export const Stablecoin: Story = {
  args: { symbol: 'USDC', decimals: 6, defaultValue: '12.5', secondaryText: '$12.50' },
}
export const WithError: Story = {
  args: { defaultValue: '12', secondaryText: '$24,000.00', error: 'Insufficient balance' },
}
export const Disabled: Story = { args: { defaultValue: '0.25', disabled: true } }
export const Dark: Story = {
  args: { defaultValue: '0.25', secondaryText: '$500.00', maxLabel: 'Max', onMax: fn() },
  globals: { theme: 'dark' },
}
