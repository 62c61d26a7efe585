import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { sampleImages } from '../../stories/sampleImages.ts'
import { storyCanvas } from '../../stories/storyCanvas.ts'
import { WalletImage } from './WalletImage.tsx'

const meta = {
  title: 'ui/WalletImage',
  component: WalletImage,
  args: { src: sampleImages.walletA, alt: 'Foxy Wallet', size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof WalletImage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Sizes: Story = {
  render: (args) => (
    <div className="sb-row">
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <WalletImage key={size} {...args} size={size} />
      ))}
    </div>
  ),
  parameters: { storyStyles: ['.sb-row { display: flex; align-items: center; gap: 12px; }'] },
}
export const Missing: Story = {
  args: { src: undefined },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    await expect(canvas.getByRole('img', { name: 'Foxy Wallet' }).tagName).toBe('SPAN')
  },
}
export const FailsToLoad: Story = {
  args: { src: sampleImages.broken },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Foxy Wallet' }).tagName).toBe('SPAN'))
  },
}
export const UnsafeUrl: Story = {
  args: { src: sampleImages.unsafe },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    await expect(canvas.getByRole('img', { name: 'Foxy Wallet' }).tagName).toBe('SPAN')
    await expect(canvasElement.ownerDocument.querySelector('img[src^="javascript"]')).toBeNull()
  },
}
export const Decorative: Story = { args: { alt: '' } }
export const Dark: Story = { args: { src: undefined }, globals: { theme: 'dark' } }
