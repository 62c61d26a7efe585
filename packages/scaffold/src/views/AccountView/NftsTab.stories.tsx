import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { createAccountStoryCore } from '../../stories/createAccountStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { accountViewStyles } from './AccountView.styles.ts'
import { NftsTab } from './NftsTab.tsx'

function NftsTabInFrame() {
  return (
    <ViewFrame className="apkt-account-view">
      <NftsTab />
    </ViewFrame>
  )
}

const meta = {
  title: 'scaffold/views/AccountView/NftsTab',
  render: renderViewStory(NftsTabInFrame, accountViewStyles),
  parameters: viewStoryParameters,
  loaders: [async () => ({ core: await createAccountStoryCore() })],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The spec's API has no NFT call, and the tab says so instead of showing an empty list. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('heading', { name: 'NFTs are not shown yet' })).toBeVisible()
  },
}

export const German: Story = { parameters: { locale: 'de' } }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: await createAccountStoryCore({ dark: true }) })],
}
