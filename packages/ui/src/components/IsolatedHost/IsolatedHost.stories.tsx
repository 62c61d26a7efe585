import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { sampleImages } from '../../stories/sampleImages.ts'
import { getControlStyles } from '../../theme/getControlStyles.ts'
import { AddressAvatar } from '../AddressAvatar/AddressAvatar.tsx'
import { Button } from '../Button/Button.tsx'
import { NetworkImage } from '../NetworkImage/NetworkImage.tsx'
import { IsolatedHost } from './IsolatedHost.tsx'

// What the AppKit buttons render: a shadow root of its own with the control styles only, inside the story's
// themed ShadowHost (whose styles do not reach in).
const meta = {
  title: 'ui/IsolatedHost',
  component: IsolatedHost,
  args: { styles: [getControlStyles()] },
} satisfies Meta<typeof IsolatedHost>

export default meta
type Story = StoryObj<typeof meta>

/** The font properties that make a face: two elements that differ in one of them need two lookups. */
const FACE_PROPERTIES = [
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-stretch',
  'font-variant',
  'font-kerning',
  'font-feature-settings',
  'letter-spacing',
  'word-spacing',
  'text-rendering',
  '-webkit-font-smoothing',
]

export const ConnectButton: Story = {
  args: { children: <Button>Connect Wallet</Button> },
  // The control's root is in its button's font, so the page loads one face to show the button, not two.
  play: async ({ canvasElement }) => {
    const { root, button } = await waitFor(() => {
      const story = canvasElement.querySelector('[data-apkt-shadow-host]')?.shadowRoot
      const control = story?.querySelector('[data-apkt-shadow-host]')?.shadowRoot
      const root = control?.querySelector('.apkt-root')
      const button = control?.querySelector('.apkt-button')
      if (!root || !button) throw new Error('the control has not rendered yet')
      return { root, button }
    })
    const face = (element: Element) => {
      const style = getComputedStyle(element)
      return Object.fromEntries(FACE_PROPERTIES.map((name) => [name, style.getPropertyValue(name)]))
    }
    await expect(face(root)).toEqual(face(button))
    await expect(face(button)['font-weight']).toBe('600')
  },
}
export const Loading: Story = {
  args: { children: <Button loading>Connecting</Button> },
}
export const AccountButton: Story = {
  args: {
    children: (
      <Button
        variant="secondary"
        iconLeft={<AddressAvatar address="0x8ba1f109551bD432803012645Ac136ddd64DBA72" size="xs" />}
        iconRight={<NetworkImage src={sampleImages.networkEthereum} alt="Ethereum" size="xs" />}
      >
        0.52 ETH 0x8b…BA72
      </Button>
    ),
  },
}
export const DarkAccountButton: Story = {
  ...AccountButton,
  args: { ...AccountButton.args, themeMode: 'dark' },
}
export const CustomAccent: Story = {
  args: {
    themeVariables: { '--w3m-accent': '#6d28d9', '--w3m-border-radius-master': '2px' },
    children: <Button>Connect Wallet</Button>,
  },
}
