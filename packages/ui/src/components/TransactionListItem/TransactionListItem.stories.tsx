import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleImages } from '../../stories/sampleImages.ts'
import { TransactionListItem } from './TransactionListItem.tsx'

const meta = {
  title: 'ui/TransactionListItem',
  component: TransactionListItem,
  args: {
    title: 'Sent',
    description: '0.100 ETH to 0xd8dA…A96045',
    direction: 'out',
    imageUrl: sampleImages.tokenEth,
    symbol: 'ETH',
    time: '2 min',
  },
  parameters: { canvasLayout: 'fill' },
} satisfies Meta<typeof TransactionListItem>

export default meta
type Story = StoryObj<typeof meta>

export const Sent: Story = {}
export const Received: Story = {
  args: {
    title: 'Received',
    direction: 'in',
    description: '250.000 USDC from 0x71C7…8976F',
    imageUrl: sampleImages.tokenUsdc,
  },
}
export const Swapped: Story = {
  args: { title: 'Swapped', direction: 'swap', description: '0.100 ETH to 250.000 USDC' },
}
export const Pending: Story = { args: { status: 'pending', statusLabel: 'Pending', time: undefined } }
export const Failed: Story = { args: { status: 'failed', statusLabel: 'Failed' } }
export const Nft: Story = {
  args: {
    title: 'Minted',
    direction: 'in',
    description: 'Sample NFT #42',
    imageUrl: sampleImages.nft,
    symbol: 'N',
  },
}
export const ImageMissing: Story = { args: { imageUrl: undefined, time: '3 d' } }
export const Dark: Story = { globals: { theme: 'dark' } }
