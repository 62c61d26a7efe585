import type { Meta, StoryObj } from '@storybook/react-vite'
import { WalletIcon } from '../../icons/WalletIcon.tsx'
import { Toast } from './Toast.tsx'

const meta = {
  title: 'ui/Toast',
  component: Toast,
  args: { message: 'Transaction started', variant: 'success' },
  argTypes: { variant: { control: 'inline-radio', options: ['success', 'error', 'loading'] } },
} satisfies Meta<typeof Toast>

export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {}
export const ErrorToast: Story = { args: { variant: 'error', message: 'Signature declined' } }
export const Loading: Story = { args: { variant: 'loading', message: 'Authenticating...' } }
export const CustomIcon: Story = { args: { icon: <WalletIcon size="md" />, message: 'Address copied' } }
export const LongMessage: Story = {
  args: { variant: 'error', message: 'A problem occurred while trying initialize authentication' },
}
export const Closed: Story = { args: { open: false } }
export const Dark: Story = {
  args: { variant: 'error', message: 'Signature declined' },
  globals: { theme: 'dark' },
}
