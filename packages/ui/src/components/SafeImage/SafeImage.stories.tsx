import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { WalletIcon } from '../../icons/WalletIcon.tsx'
import { sampleImages } from '../../stories/sampleImages.ts'
import { storyCanvas } from '../../stories/storyCanvas.ts'
import { ImageFallback, SafeImage } from './SafeImage.tsx'

const meta = {
  title: 'ui/SafeImage',
  component: SafeImage,
  args: {
    src: sampleImages.walletA,
    alt: 'Foxy Wallet',
    fallback: (
      <ImageFallback alt="Foxy Wallet">
        <WalletIcon size="inherit" />
      </ImageFallback>
    ),
  },
  parameters: {
    storyStyles: ['img, .apkt-image-fallback { display: inline-flex; width: 56px; height: 56px; }'],
  },
} satisfies Meta<typeof SafeImage>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    await expect(canvas.getByRole('img', { name: 'Foxy Wallet' }).tagName).toBe('IMG')
  },
}
export const Missing: Story = {
  args: { src: undefined },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    await expect(canvas.getByRole('img', { name: 'Foxy Wallet' }).tagName).toBe('SPAN')
  },
}
export const UnsafeUrl: Story = {
  args: { src: 'javascript:alert(1)' },
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
export const DecorativeFallback: Story = {
  args: {
    src: undefined,
    alt: '',
    fallback: (
      <ImageFallback alt="">
        <WalletIcon size="inherit" />
      </ImageFallback>
    ),
  },
}
