import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleImages } from '../../stories/sampleImages.ts'
import { Button } from '../Button/Button.tsx'
import { Text } from '../Text/Text.tsx'
import { WalletListItem } from '../WalletListItem/WalletListItem.tsx'
import { ShadowHost } from './ShadowHost.tsx'

// Every story already renders inside a ShadowHost (see .storybook/preview.tsx); these show what the dApp's
// theme variables do to the same content.
function Sample() {
  return (
    <>
      <Text variant="large" weight="semibold">
        Connect wallet
      </Text>
      <WalletListItem
        name="Foxy Wallet"
        imageUrl={sampleImages.walletA}
        tag="Installed"
        tagVariant="success"
      />
      <Button fullWidth>Continue</Button>
    </>
  )
}

const meta = {
  title: 'ui/ShadowHost',
  component: ShadowHost,
  render: () => <Sample />,
  parameters: { canvasLayout: 'fill' },
} satisfies Meta<typeof ShadowHost>

export default meta
type Story = StoryObj<typeof meta>

export const DefaultTheme: Story = {}
export const CustomAccent: Story = {
  parameters: { themeVariables: { '--w3m-accent': '#6d28d9', '--w3m-border-radius-master': '2px' } },
}
export const ColorMix: Story = {
  parameters: { themeVariables: { '--w3m-color-mix': '#00bb7f', '--w3m-color-mix-strength': 20 } },
}
export const LargerFont: Story = {
  parameters: {
    themeVariables: { '--w3m-font-size-master': '11px', '--w3m-font-family': 'Georgia, serif' },
  },
}
export const Dark: Story = { globals: { theme: 'dark' } }
export const DarkColorMix: Story = {
  globals: { theme: 'dark' },
  parameters: { themeVariables: { '--w3m-color-mix': '#7b3fe4', '--w3m-color-mix-strength': 25 } },
}
