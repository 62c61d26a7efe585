import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { storyCanvas } from '../../stories/storyCanvas.ts'
import { SearchInput } from './SearchInput.tsx'

const meta = {
  title: 'ui/SearchInput',
  component: SearchInput,
  args: {
    label: 'Search wallets',
    placeholder: 'Search wallet',
    clearLabel: 'Clear search',
    onValueChange: fn(),
  },
  parameters: { canvasLayout: 'fill' },
} satisfies Meta<typeof SearchInput>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    const input = canvas.getByRole('searchbox', { name: 'Search wallets' })
    await userEvent.type(input, 'rain')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('rain')
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }))
    await expect((input as HTMLInputElement).value).toBe('')
  },
}
export const WithValue: Story = { args: { defaultValue: 'Rainbow' } }
export const WithoutClearButton: Story = { args: { defaultValue: 'Rainbow', clearLabel: undefined } }
export const Disabled: Story = { args: { disabled: true } }
export const Dark: Story = { args: { defaultValue: 'Rainbow' }, globals: { theme: 'dark' } }
