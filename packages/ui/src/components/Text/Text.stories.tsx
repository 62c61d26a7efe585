import type { Meta, StoryObj } from '@storybook/react-vite'
import { Text } from './Text.tsx'

const meta = {
  title: 'ui/Text',
  component: Text,
  args: { children: 'Connect your wallet' },
  argTypes: {
    variant: { control: 'select', options: ['title', 'large', 'paragraph', 'small', 'tiny', 'micro'] },
    color: {
      control: 'select',
      options: ['primary', 'secondary', 'accent', 'success', 'error', 'warning', 'inherit'],
    },
    weight: { control: 'inline-radio', options: ['regular', 'medium', 'semibold'] },
  },
} satisfies Meta<typeof Text>

export default meta
type Story = StoryObj<typeof meta>

export const Paragraph: Story = {}
export const Title: Story = { args: { as: 'h2', variant: 'title', weight: 'semibold' } }
export const Large: Story = { args: { variant: 'large', weight: 'medium' } }
export const Small: Story = { args: { variant: 'small' } }
export const Tiny: Story = { args: { variant: 'tiny', color: 'secondary' } }
export const Micro: Story = { args: { variant: 'micro', weight: 'semibold', children: 'RECENT' } }
export const Secondary: Story = { args: { color: 'secondary' } }
export const Accent: Story = { args: { color: 'accent', weight: 'medium' } }
export const Success: Story = { args: { color: 'success', children: 'Transaction started' } }
export const ErrorColor: Story = { args: { color: 'error', children: 'Signature declined' } }
export const Warning: Story = { args: { color: 'warning', children: 'Insufficient funds for gas' } }
export const Truncated: Story = {
  args: {
    truncate: true,
    children: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045 is the address this sentence keeps running past',
  },
  parameters: { canvasLayout: 'fill' },
}
export const Centered: Story = { args: { as: 'p', align: 'center' }, parameters: { canvasLayout: 'fill' } }
export const Dark: Story = { args: { variant: 'large' }, globals: { theme: 'dark' } }
