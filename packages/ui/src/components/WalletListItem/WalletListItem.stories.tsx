import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { sampleImages } from '../../stories/sampleImages.ts'
import { storyCanvas } from '../../stories/storyCanvas.ts'
import { WalletListItem } from './WalletListItem.tsx'

const meta = {
  title: 'ui/WalletListItem',
  component: WalletListItem,
  args: { name: 'Foxy Wallet', imageUrl: sampleImages.walletA, onClick: fn() },
  parameters: { canvasLayout: 'fill' },
} satisfies Meta<typeof WalletListItem>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Foxy Wallet' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}
export const Installed: Story = { args: { tag: 'Installed', tagVariant: 'success' } }
export const Recent: Story = { args: { tag: 'Recent', tagVariant: 'accent', imageUrl: sampleImages.walletD } }
export const QrCode: Story = {
  args: { name: 'WalletConnect', tag: 'QR code', imageUrl: sampleImages.walletB },
}
export const ImageMissing: Story = { args: { imageUrl: undefined, name: 'Unlisted Wallet' } }
export const ImageFailsToLoad: Story = { args: { imageUrl: sampleImages.broken } }
export const Connecting: Story = { args: { loading: true } }
export const Disabled: Story = { args: { disabled: true, description: 'Not available on this network' } }
export const Dark: Story = { args: { tag: 'Installed', tagVariant: 'success' }, globals: { theme: 'dark' } }
