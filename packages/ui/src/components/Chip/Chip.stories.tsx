import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { ExternalLinkIcon } from '../../icons/ExternalLinkIcon.tsx'
import { NetworkIcon } from '../../icons/NetworkIcon.tsx'
import { sampleImages } from '../../stories/sampleImages.ts'
import { storyCanvas } from '../../stories/storyCanvas.ts'
import { Chip } from './Chip.tsx'

const meta = {
  title: 'ui/Chip',
  component: Chip,
  args: { label: 'Ethereum' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'accent', 'success', 'error', 'warning'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Chip>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithImage: Story = { args: { imageUrl: sampleImages.networkEthereum } }
export const WithIcon: Story = { args: { icon: <NetworkIcon size="sm" />, label: 'Unknown Network' } }
export const BrokenImage: Story = { args: { imageUrl: sampleImages.broken, icon: <NetworkIcon size="sm" /> } }
export const Accent: Story = { args: { variant: 'accent', label: 'Recent', size: 'sm' } }
export const Success: Story = { args: { variant: 'success', label: 'Installed', size: 'sm' } }
export const ErrorVariant: Story = { args: { variant: 'error', label: 'Failed', size: 'sm' } }
export const Warning: Story = { args: { variant: 'warning', label: 'Testnet', size: 'sm' } }
export const Link: Story = {
  args: {
    label: 'View on explorer',
    href: 'https://etherscan.io/address/0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
    icon: <ExternalLinkIcon size="sm" />,
  },
}
export const UnsafeLink: Story = {
  args: { label: 'View on explorer', href: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    await expect(canvas.getByText('View on explorer').closest('a')?.hasAttribute('href')).toBe(false)
  },
}
export const Button: Story = {
  args: { label: 'Copy', onClick: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}
export const Dark: Story = { args: { imageUrl: sampleImages.networkEthereum }, globals: { theme: 'dark' } }
