import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ComponentProps } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { createEmbeddedWalletStoryCore } from '../../stories/createEmbeddedWalletStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { renderPartStory } from '../../stories/renderPartStory.tsx'
import { mobileStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { connectViewStyles } from './ConnectView.styles.ts'
import { SocialSection } from './SocialSection.tsx'

type SocialSectionProps = ComponentProps<typeof SocialSection>

/** The section as the Connect view places it. */
function SocialSectionInFrame(props: SocialSectionProps) {
  return (
    <ViewFrame className="apkt-connect-view">
      <SocialSection {...props} />
    </ViewFrame>
  )
}

type Loaded = { core: ReturnType<typeof createEmbeddedWalletStoryCore> }

const meta = {
  title: 'scaffold/views/ConnectView/SocialSection',
  component: SocialSection,
  render: renderPartStory(SocialSectionInFrame, connectViewStyles),
  parameters: viewStoryParameters,
  args: { providers: ['google', 'x', 'discord', 'farcaster'], disabled: false },
  // The Connect view shows this section only while social logins are available: a core where they are (fakes).
  loaders: [async () => ({ core: createEmbeddedWalletStoryCore() })],
} satisfies Meta<typeof SocialSection>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The first provider full width, the rest in a row of three. Choosing one opens its login view with the provider
 * (Farcaster its QR code view, the others the provider's window).
 */
export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
    const row = within(canvas.getByRole('list', { name: 'More social logins' }))
    await expect(row.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'X',
      'Discord',
      'Farcaster',
    ])
    await userEvent.click(row.getByRole('button', { name: 'Continue with Discord' }))
    const { core } = loaded as Loaded
    await waitFor(() => expect(core.router.state.view).toBe('ConnectingSocial'))
    await expect(core.router.state.data).toMatchObject({ socialProvider: 'discord' })
    await expect(core.snack.state.open).toBe(false)
  },
}

/** One provider: only the full-width button, no row. */
export const SingleProvider: Story = {
  args: { providers: ['github'] },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('button', { name: 'Continue with GitHub' })).toBeVisible()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

/** Two providers: the second alone in the row. */
export const TwoProviders: Story = { args: { providers: ['apple', 'google'] } }

/** All seven providers: the row wraps onto a second line of three. */
export const AllProviders: Story = {
  args: { providers: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const row = within(canvas.getByRole('list', { name: 'More social logins' }))
    await expect(row.getAllByRole('button')).toHaveLength(6)
  },
}

/** No provider given (none available): the section renders nothing. */
export const Empty: Story = {
  args: { providers: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** The legal checkbox is not ticked yet: every button is disabled. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled()
  },
}

export const German: Story = {
  parameters: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('button', { name: 'Mit Google fortfahren' })).toBeVisible()
  },
}

/** A 320 px phone: the row of three keeps its columns. */
export const Mobile: Story = {
  ...mobileStory,
  args: { providers: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: createEmbeddedWalletStoryCore({ themeMode: 'dark' }) })],
}
