import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { storyCanvas } from '../../stories/storyCanvas.ts'
import { Text } from '../Text/Text.tsx'
import { Tabs } from './Tabs.tsx'

const accountTabs = [
  { id: 'tokens', label: 'Tokens' },
  { id: 'nfts', label: 'NFTs' },
  { id: 'activity', label: 'Activity' },
]

const meta = {
  title: 'ui/Tabs',
  component: Tabs,
  args: { label: 'Account', tabs: accountTabs, onSelectedChange: fn() },
  parameters: { canvasLayout: 'fill' },
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    const tokens = canvas.getByRole('tab', { name: 'Tokens' })
    await expect(tokens.getAttribute('aria-selected')).toBe('true')
    await expect(canvas.getByRole('tab', { name: 'NFTs' }).tabIndex).toBe(-1)
    await userEvent.click(tokens)
    await userEvent.keyboard('{ArrowRight}')
    const nfts = canvas.getByRole('tab', { name: 'NFTs' })
    await expect(nfts.getAttribute('aria-selected')).toBe('true')
    await expect(nfts.tabIndex).toBe(0)
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith('nfts')
    await userEvent.keyboard('{End}')
    await expect(canvas.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
    await userEvent.keyboard('{ArrowRight}')
    await expect(tokens.getAttribute('aria-selected')).toBe('true')
  },
}
export const SecondSelected: Story = { args: { defaultSelectedId: 'nfts' } }
export const WithPanel: Story = {
  args: {
    children: (
      <Text as="p" color="secondary" variant="small">
        The tokens of this account appear here.
      </Text>
    ),
  },
}
export const WithDisabledTab: Story = {
  args: {
    tabs: [accountTabs[0], { id: 'nfts', label: 'NFTs', disabled: true }, accountTabs[2]].filter(
      (tab) => tab !== undefined,
    ),
  },
}
export const TwoTabs: Story = {
  args: {
    label: 'Connect with',
    tabs: [
      { id: 'mobile', label: 'Mobile' },
      { id: 'browser', label: 'Browser' },
    ],
  },
}
export const Dark: Story = { globals: { theme: 'dark' } }
