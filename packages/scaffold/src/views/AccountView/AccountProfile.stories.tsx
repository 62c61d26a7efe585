import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { useCore } from '../../context/CoreContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { storyImages } from '../../stories/accountFixtures.ts'
import { createAccountStoryCore } from '../../stories/createAccountStoryCore.ts'
import { createSolanaStoryCore } from '../../stories/createSolanaStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { mobileStory, renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { AccountProfile } from './AccountProfile.tsx'
import { accountViewStyles } from './AccountView.styles.ts'

/** The profile of the story wallet's account, following its state. */
function ProfileOfAccount() {
  const core = useCore()
  const chain = useStateSnapshot(core.chain.state)
  const namespace = chain.activeNamespace ?? 'eip155'
  const account = chain.chains[namespace].account
  return (
    <ViewFrame className="apkt-account-view">
      {account.address ? (
        <AccountProfile
          account={account}
          address={account.address}
          network={core.chain.getActiveNetwork(namespace)}
        />
      ) : null}
    </ViewFrame>
  )
}

const meta = {
  title: 'scaffold/views/AccountView/AccountProfile',
  render: renderViewStory(ProfileOfAccount, accountViewStyles),
  parameters: viewStoryParameters,
  loaders: [async () => ({ core: await createAccountStoryCore() })],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Gradient avatar, the address shortened to 4 + 6 characters, balance to 3 decimals, network and explorer. */
export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('heading', { name: '0xf3...b92266' })).toBeVisible()
    await expect(canvas.getByText(/1\.235 ETH/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }))
    const { core } = loaded as { core: Awaited<ReturnType<typeof createAccountStoryCore>> }
    await waitFor(() => expect(core.snack.state.open).toBe(true))
  },
}

/** The identity's name and avatar instead of the address. */
export const ProfileName: Story = {
  loaders: [
    async () => ({
      core: await createAccountStoryCore({
        account: { profileName: 'vitalik.eth', profileImage: storyImages.profile },
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('heading', { name: 'vitalik.eth' })).toBeVisible()
  },
}

/** Network switching off: the network is a plain chip, not a button. */
export const NetworkSwitchOff: Story = {
  loaders: [
    async () => ({ core: await createAccountStoryCore({ options: { enableNetworkSwitch: false } }) }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.queryByRole('button', { name: /switch network/ })).toBeNull()
    await expect(canvas.getByText('Devnet')).toBeVisible()
  },
}

/** Balance not read yet and no explorer: only the identity shows. */
export const NoBalance: Story = {
  loaders: [
    async () => ({
      core: await createAccountStoryCore({ account: { balance: undefined, addressExplorerUrl: undefined } }),
    }),
  ],
}

export const LongName: Story = {
  loaders: [
    async () => ({
      core: await createAccountStoryCore({
        account: {
          profileName: 'a-remarkably-long-profile-name-that-goes-on.reown.id',
          balance: '123456789.987654',
        },
      }),
    }),
  ],
}

/** A Solana account: the base58 address shortened (Solana has no names), SOL, and the local devnet. */
export const Solana: Story = {
  loaders: [async () => ({ core: await createSolanaStoryCore() })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const name = canvas.getByRole('heading', { name: '7S3P...ArAaKv' })
    await expect(name).toHaveAttribute('title', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')
    await expect(canvas.getByText(/2\.5 SOL/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Solana Local/ })).toBeVisible()
  },
}

export const German: Story = { parameters: { locale: 'de' } }

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: await createAccountStoryCore({ dark: true }) })],
}
