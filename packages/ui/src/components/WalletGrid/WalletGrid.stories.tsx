import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { createSampleWallets } from '../../stories/createSampleWallets.ts'
import { storyCanvas } from '../../stories/storyCanvas.ts'
import { Text } from '../Text/Text.tsx'
import { WalletGrid } from './WalletGrid.tsx'

const thousands = createSampleWallets(5000)

const meta = {
  title: 'ui/WalletGrid',
  component: WalletGrid,
  args: { label: 'All wallets', wallets: thousands.slice(0, 40), onSelect: fn() },
  argTypes: { wallets: { control: false } },
  parameters: { canvasLayout: 'fill', storyStyles: [':host { --apkt-wallet-grid-height: 420px; }'] },
} satisfies Meta<typeof WalletGrid>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /Wallet 2$/ }))
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'wallet-2' }))
  },
}
export const FiveThousandWallets: Story = {
  args: { wallets: thousands, onEndReached: fn() },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    const items = canvas.getAllByRole('listitem')
    // Only the rows in view (plus overscan) are in the DOM, each with its place in the whole set.
    await expect(items.length).toBeLessThan(60)
    await expect(items[0]?.getAttribute('aria-setsize')).toBe('5000')
  },
}
export const ThreeColumns: Story = { args: { columns: 3 } }
export const Loading: Story = { args: { wallets: [], loading: true } }
export const Empty: Story = {
  args: {
    wallets: [],
    emptyState: (
      <Text color="secondary" variant="small">
        No wallet found
      </Text>
    ),
  },
}
export const Dark: Story = { globals: { theme: 'dark' } }
