import { createMockAdapter } from '@org/appkit-testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { mobileStory, renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { approveTransactionViewStyles } from './ApproveTransactionView.styles.ts'
import { ApproveTransactionView } from './ApproveTransactionView.tsx'

/**
 * A pending transaction started from Account, with the modal on ApproveTransaction: the view shows only while an
 * adapter provides the embedded wallet, so the story wallet's adapter (a fake) says it does.
 */
function approvingCore(dark = false) {
  const { adapter } = createMockAdapter({ capabilities: { embeddedWallet: true } })
  const core = createStoryCore({ adapters: [adapter] })
  if (dark) core.theme.setThemeMode('dark')
  core.router.reset('Account')
  core.router.pushTransactionStack()
  core.router.push('ApproveTransaction')
  return core
}

const meta = {
  title: 'scaffold/views/ApproveTransactionView',
  render: renderViewStory(ApproveTransactionView, approveTransactionViewStyles),
  parameters: viewStoryParameters,
  loaders: [async () => ({ core: approvingCore() })],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The secure frame's place, loading until the embedded wallet draws into it; Cancel returns to Account. */
export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
    const { core } = loaded as { core: ReturnType<typeof approvingCore> }
    await expect(core.router.state.view).toBe('Account')
  },
}

export const German: Story = { parameters: { locale: 'de' } }

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: approvingCore(true) })],
}
