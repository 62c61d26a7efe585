import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { renderPartStory } from '../../stories/renderPartStory.tsx'
import { STORY_RECEIVER } from '../../stories/sendFixtures.ts'
import { mobileStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { ReceiverInput, type ReceiverInputProps } from './ReceiverInput.tsx'
import { walletSendViewStyles } from './WalletSendView.styles.ts'

/** The field as the send form places it, under the amount. */
function ReceiverInputInFrame(props: ReceiverInputProps) {
  return (
    <ViewFrame className="apkt-wallet-send-view">
      <ReceiverInput {...props} />
    </ViewFrame>
  )
}

const meta = {
  title: 'scaffold/views/WalletSendView/ReceiverInput',
  component: ReceiverInput,
  render: renderPartStory(ReceiverInputInFrame, walletSendViewStyles),
  parameters: viewStoryParameters,
  argTypes: {
    status: {
      control: 'inline-radio',
      options: ['empty', 'resolving', 'valid', 'invalid', 'notFound', 'lookupFailed'],
    },
  },
  args: { value: '', status: 'empty', acceptsNames: true, networkName: 'Devnet', onValueChange: fn() },
  loaders: [async () => ({ core: createStoryCore() })],
} satisfies Meta<typeof ReceiverInput>

export default meta
type Story = StoryObj<typeof meta>

/** Empty on an EVM network: it takes an address or a name; no note. What is typed goes to `onValueChange`. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const field = canvas.getByRole('textbox', { name: 'Receiver address or name' })
    await expect(field).toHaveAttribute('placeholder', 'Address or name')
    await expect(field).not.toHaveAttribute('aria-invalid')
    await expect(field).not.toHaveAttribute('aria-describedby')
    await userEvent.type(field, 'a')
    await expect(args.onValueChange).toHaveBeenCalledWith('a')
  },
}

/** An address of the network: taken as is, nothing to say. */
export const Address: Story = {
  args: { value: STORY_RECEIVER, status: 'valid' },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const field = canvas.getByRole('textbox', { name: 'Receiver address or name' })
    await expect(field).toHaveValue(STORY_RECEIVER)
    await expect(field).not.toHaveAttribute('aria-invalid')
    await expect(field).not.toHaveAttribute('aria-describedby')
  },
}

/** A name being looked up: a spinner in the field and a polite note, not an error. */
export const Resolving: Story = {
  args: { value: 'alice.reown.id', status: 'resolving' },
  play: async ({ canvasElement }) => {
    const root = await findViewRoot(canvasElement)
    const field = within(root).getByRole('textbox', { name: 'Receiver address or name' })
    const note = within(root).getByText('Looking up alice.reown.id…')
    await expect(note).toHaveClass('apkt-send-note')
    await expect(note).toHaveAttribute('aria-live', 'polite')
    await expect(field).toHaveAccessibleDescription('Looking up alice.reown.id…')
    await expect(field).not.toHaveAttribute('aria-invalid')
    await expect(root.querySelector('.apkt-input-field .apkt-spinner')).not.toBeNull()
  },
}

/** Neither an address nor a name: the field is invalid and says which network's address it wants. */
export const InvalidAddress: Story = {
  args: { value: '0x1234', status: 'invalid' },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const field = canvas.getByRole('textbox', { name: 'Receiver address or name' })
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription('Enter a valid Devnet address.')
    await expect(canvas.getByText('Enter a valid Devnet address.')).toHaveClass('apkt-input-error')
  },
}

/** A name nobody registered. */
export const NameNotFound: Story = {
  args: { value: 'nobody.reown.id', status: 'notFound' },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const field = canvas.getByRole('textbox', { name: 'Receiver address or name' })
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription('No address found for nobody.reown.id.')
  },
}

/** The lookup itself failed (the API is down): said apart from an unknown name, with what to do. */
export const LookupFailed: Story = {
  args: { value: 'alice.reown.id', status: 'lookupFailed' },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const field = canvas.getByRole('textbox', { name: 'Receiver address or name' })
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(
      'Could not look up alice.reown.id. Check your connection and try again.',
    )
  },
}

/** Off EVM names do not resolve (spec §6): the field asks for an address only. */
export const AddressOnly: Story = {
  args: { acceptsNames: false, networkName: 'Solana' },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const field = canvas.getByRole('textbox', { name: 'Receiver address' })
    await expect(field).toHaveAttribute('placeholder', 'Address')
  },
}

/** An invalid address off EVM names the network it is not an address of. */
export const AddressOnlyInvalid: Story = {
  args: { acceptsNames: false, networkName: 'Solana', value: 'alice.eth', status: 'invalid' },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('textbox', { name: 'Receiver address' })).toHaveAccessibleDescription(
      'Enter a valid Solana address.',
    )
  },
}

/** A long unbroken name in the note wraps inside the card. */
export const LongName: Story = {
  args: {
    value: 'a-remarkably-long-receiver-name-that-goes-on-and-on-and-on.reown.id',
    status: 'notFound',
  },
}

export const German: Story = {
  args: InvalidAddress.args,
  parameters: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(
      await canvas.findByRole('textbox', { name: 'Empfängeradresse oder Name' }),
    ).toHaveAccessibleDescription('Gib eine gültige Devnet-Adresse ein.')
  },
}

export const Mobile: Story = { ...mobileStory, args: NameNotFound.args }

export const Dark: Story = {
  args: InvalidAddress.args,
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: createStoryCore({ themeMode: 'dark' }) })],
}

export const DarkResolving: Story = {
  args: Resolving.args,
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: createStoryCore({ themeMode: 'dark' }) })],
}
