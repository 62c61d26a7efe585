import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { CopyIcon } from '../../icons/CopyIcon.tsx'
import { storyCanvas } from '../../stories/storyCanvas.ts'
import { IconButton } from '../IconButton/IconButton.tsx'
import { Tooltip } from './Tooltip.tsx'

const meta = {
  title: 'ui/Tooltip',
  component: Tooltip,
  args: {
    content: 'Copy address',
    children: <IconButton label="Copy" icon={<CopyIcon />} variant="secondary" title="" />,
  },
  argTypes: { children: { control: false } },
  parameters: {
    storyStyles: ['.sb-apkt-canvas { padding-top: 56px; padding-bottom: 56px; align-items: center; }'],
  },
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    const button = canvas.getByRole('button', { name: 'Copy' })
    await expect(canvas.queryByRole('tooltip')).toBeNull()
    await userEvent.hover(button)
    const tooltip = await canvas.findByRole('tooltip')
    await expect(tooltip.textContent).toBe('Copy address')
    await expect(button.getAttribute('aria-describedby')).toBe(tooltip.id)
    await userEvent.unhover(button)
    await expect(canvas.queryByRole('tooltip')).toBeNull()
    // Keyboard: focus shows it, Escape hides it.
    button.focus()
    await canvas.findByRole('tooltip')
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('tooltip')).toBeNull()
  },
}
export const Open: Story = { args: { defaultOpen: true } }
export const Bottom: Story = { args: { defaultOpen: true, placement: 'bottom' } }
export const LongText: Story = {
  args: {
    defaultOpen: true,
    content: 'Your address is copied to the clipboard; paste it in the sender app.',
  },
}
export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } }
