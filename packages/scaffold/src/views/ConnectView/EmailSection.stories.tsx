import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ComponentProps } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { createEmbeddedWalletStoryCore } from '../../stories/createEmbeddedWalletStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { renderPartStory } from '../../stories/renderPartStory.tsx'
import { mobileStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { connectViewStyles } from './ConnectView.styles.ts'
import { EmailSection } from './EmailSection.tsx'

type EmailSectionProps = ComponentProps<typeof EmailSection>

/** The section as the Connect view places it. */
function EmailSectionInFrame(props: EmailSectionProps) {
  return (
    <ViewFrame className="apkt-connect-view">
      <EmailSection {...props} />
    </ViewFrame>
  )
}

type Loaded = { core: ReturnType<typeof createEmbeddedWalletStoryCore> }

const meta = {
  title: 'scaffold/views/ConnectView/EmailSection',
  component: EmailSection,
  render: renderPartStory(EmailSectionInFrame, connectViewStyles),
  parameters: viewStoryParameters,
  args: { disabled: false },
  // The Connect view shows this section only while the email login is available: a core where it is (fakes).
  loaders: [async () => ({ core: createEmbeddedWalletStoryCore() })],
} satisfies Meta<typeof EmailSection>

export default meta
type Story = StoryObj<typeof meta>

/** The empty field: no submit button until something is typed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeEnabled()
    await expect(canvas.queryByRole('button', { name: 'Continue with email' })).toBeNull()
  },
}

/** An address typed: the submit button shows, and submitting hands the address to the email flow's view. */
export const Filled: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'visitor@dapp.example')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with email' }))
    const { core } = loaded as Loaded
    await waitFor(() => expect(core.router.state.view).toBe('EmailLogin'))
    await expect(core.router.state.data).toMatchObject({ email: 'visitor@dapp.example' })
    await expect(core.snack.state.open).toBe(false)
  },
}

/** The legal checkbox is not ticked yet: the field is disabled. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled()
  },
}

export const German: Story = {
  parameters: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-Mail' }), 'besucher@dapp.example')
    await expect(canvas.getByRole('button', { name: 'Mit E-Mail fortfahren' })).toBeVisible()
  },
}

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: createEmbeddedWalletStoryCore({ themeMode: 'dark' }) })],
}
