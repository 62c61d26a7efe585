import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleImages } from '../../stories/sampleImages.ts'
import { AddressAvatar } from './AddressAvatar.tsx'

const meta = {
  title: 'ui/AddressAvatar',
  component: AddressAvatar,
  args: { address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof AddressAvatar>

export default meta
type Story = StoryObj<typeof meta>

export const Gradient: Story = {}
export const OtherAddresses: Story = {
  render: (args) => (
    <div className="sb-row">
      {[
        '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
        '0x2546BcD3c84621e976D8185a91A922aE77ECEc30',
        '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
        'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
      ].map((address) => (
        <AddressAvatar key={address} {...args} address={address} />
      ))}
    </div>
  ),
  parameters: { storyStyles: ['.sb-row { display: flex; gap: 12px; }'] },
}
export const ProfileImage: Story = { args: { imageUrl: sampleImages.nft, alt: 'vitalik.eth' } }
export const BrokenProfileImage: Story = { args: { imageUrl: sampleImages.broken } }
export const Labelled: Story = { args: { alt: 'Account 0xd8dA…96045' } }
export const ExtraLarge: Story = { args: { size: 'xl' } }
export const Dark: Story = { globals: { theme: 'dark' } }
