import type { Meta, StoryObj } from '@storybook/react-vite'
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

export const ConnectButton: Story = {
  args: { children: <Button>Connect Wallet</Button> },
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
