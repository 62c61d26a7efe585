import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { sampleImages } from '../../stories/sampleImages.ts'
import { storyCanvas } from '../../stories/storyCanvas.ts'
import { QrCode } from './QrCode.tsx'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1735689600'

const meta = {
  title: 'ui/QrCode',
  component: QrCode,
  args: { value: uri, label: 'WalletConnect QR code', size: 280 },
  parameters: { storyStyles: ['.sb-apkt-canvas { align-items: center; }'] },
} satisfies Meta<typeof QrCode>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    await expect(canvas.getByRole('img', { name: 'WalletConnect QR code' })).toBeTruthy()
  },
}
export const WithLogo: Story = { args: { logoUrl: sampleImages.walletB } }
export const LogoFailsToLoad: Story = { args: { logoUrl: sampleImages.broken } }
export const Loading: Story = { args: { value: '' } }
export const Small: Story = { args: { size: 160, value: 'https://example.com' } }
export const CustomColor: Story = {
  args: { logoUrl: sampleImages.walletD },
  parameters: { themeVariables: { '--w3m-qr-color': '#4b1fa6' } },
}
export const Dark: Story = { args: { logoUrl: sampleImages.walletB }, globals: { theme: 'dark' } }
