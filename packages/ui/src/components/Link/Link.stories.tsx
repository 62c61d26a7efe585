import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { storyCanvas } from '../../stories/storyCanvas.ts'
import { Link } from './Link.tsx'

const meta = {
  title: 'ui/Link',
  component: Link,
  args: { href: 'https://example.com/terms', children: 'Terms of Service' },
} satisfies Meta<typeof Link>

export default meta
type Story = StoryObj<typeof meta>

export const External: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    const link = canvas.getByRole('link', { name: 'Terms of Service' })
    await expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  },
}
export const SameTab: Story = { args: { external: false, children: 'Privacy Policy' } }
export const UnsafeUrl: Story = {
  args: { href: 'javascript:alert(1)', children: 'Not a link' },
  play: async ({ canvasElement }) => {
    const canvas = await storyCanvas(canvasElement)
    const anchor = canvas.getByText('Not a link')
    await expect(anchor.hasAttribute('href')).toBe(false)
  },
}
export const InsecureUrl: Story = { args: { href: 'http://example.com', children: 'Plain http is refused' } }
export const Dark: Story = { globals: { theme: 'dark' } }
