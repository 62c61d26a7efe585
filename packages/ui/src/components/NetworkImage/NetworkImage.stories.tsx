import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { sampleImages } from '../../stories/sampleImages.ts'
import { storyCanvas } from '../../stories/storyCanvas.ts'
import { NetworkImage } from './NetworkImage.tsx'

const meta = {
  title: 'ui/NetworkImage',
  component: NetworkImage,
  args: { src: sampleImages.networkEthereum, alt: 'Ethereum', size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof NetworkImage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Small: Story = { args: { size: 'sm', src: sampleImages.networkSolana, alt: 'Solana' } }
export const Missing: Story = { args: { src: undefined, alt: 'Unknown Network' } }
export const FailsToLoad: Story = {
  args: { src: sampleImages.broken },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Ethereum' }).tagName).toBe('SPAN'))
  },
}
export const UnsafeUrl: Story = { args: { src: 'http://example.com/eth.png' } }
export const Dark: Story = { args: { src: undefined }, globals: { theme: 'dark' } }
