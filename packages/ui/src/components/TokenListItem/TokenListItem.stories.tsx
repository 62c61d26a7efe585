import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { sampleImages } from '../../stories/sampleImages.ts'
import { TokenListItem } from './TokenListItem.tsx'

const meta = {
  title: 'ui/TokenListItem',
  component: TokenListItem,
  args: {
    name: 'Ether',
    symbol: 'ETH',
    imageUrl: sampleImages.tokenEth,
    quantity: '1.234 ETH',
    value: '$2,468.00',
  },
  parameters: { canvasLayout: 'fill' },
} satisfies Meta<typeof TokenListItem>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithNetwork: Story = {
  args: {
    name: 'USD Coin',
    symbol: 'USDC',
    imageUrl: sampleImages.tokenUsdc,
    networkImageUrl: sampleImages.networkEthereum,
    quantity: '250.000 USDC',
    value: '$250.00',
  },
}
export const NoPrice: Story = {
  args: { value: undefined, name: 'Test Token', symbol: 'TST', quantity: '1,000.000 TST' },
}
export const ImageMissing: Story = { args: { imageUrl: undefined } }
export const Selectable: Story = { args: { onClick: fn() } }
export const Dark: Story = { globals: { theme: 'dark' } }
