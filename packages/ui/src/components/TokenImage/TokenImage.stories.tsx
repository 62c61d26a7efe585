import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { sampleImages } from '../../stories/sampleImages.ts'
import { storyCanvas } from '../../stories/storyCanvas.ts'
import { TokenImage } from './TokenImage.tsx'

const meta = {
  title: 'ui/TokenImage',
  component: TokenImage,
  args: { src: sampleImages.tokenUsdc, symbol: 'USDC', alt: 'USD Coin', size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof TokenImage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithNetwork: Story = { args: { networkSrc: sampleImages.networkEthereum } }
export const Missing: Story = { args: { src: undefined } }
export const FailsToLoad: Story = {
  args: { src: sampleImages.broken },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    await waitFor(() => expect(canvas.getByRole('img', { name: 'USD Coin' }).textContent).toBe('U'))
  },
}
export const UnsafeUrl: Story = { args: { src: sampleImages.unsafe, symbol: 'ETH', alt: 'Ether' } }
export const Small: Story = { args: { size: 'sm' } }
export const Dark: Story = {
  args: { src: undefined, networkSrc: sampleImages.networkEthereum },
  globals: { theme: 'dark' },
}
