import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { sampleImages } from '../../stories/sampleImages.ts'
import { storyCanvas } from '../../stories/storyCanvas.ts'
import { NetworkListItem } from './NetworkListItem.tsx'

const meta = {
  title: 'ui/NetworkListItem',
  component: NetworkListItem,
  args: { name: 'Ethereum', imageUrl: sampleImages.networkEthereum, onClick: fn() },
  parameters: { canvasLayout: 'fill' },
} satisfies Meta<typeof NetworkListItem>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Ethereum' }).getAttribute('aria-current')).toBe('true')
  },
}
export const Switching: Story = {
  args: { loading: true, name: 'Solana', imageUrl: sampleImages.networkSolana },
}
export const Unsupported: Story = { args: { disabled: true, description: 'Unsupported', name: 'Polkadot' } }
export const Testnet: Story = { args: { name: 'Sepolia', description: 'Testnet' } }
export const ImageMissing: Story = { args: { imageUrl: undefined, name: 'Unknown Network' } }
export const Dark: Story = { args: { selected: true }, globals: { theme: 'dark' } }
