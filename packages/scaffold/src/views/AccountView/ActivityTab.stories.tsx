import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import {
  storyHistory,
  storyHistoryPage2,
  storyImages,
  storyTokens,
  storyTransaction,
} from '../../stories/accountFixtures.ts'
import { createAccountStoryCore } from '../../stories/createAccountStoryCore.ts'
import { createSolanaStoryCore } from '../../stories/createSolanaStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { fixStoryClock, storyMidday } from '../../stories/fixStoryClock.ts'
import { mobileStory, renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { waitForTransitions } from '../../stories/waitForTransitions.ts'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { accountViewStyles } from './AccountView.styles.ts'
import { ActivityTab } from './ActivityTab.tsx'

/** The tab inside a scrolling panel like the Account view's, for the story wallet's account and network. */
function ActivityTabOfAccount() {
  const core = useCore()
  const messages = useMessages().account
  const address = core.chain.getAccount()?.address
  const network = core.chain.getActiveNetwork()
  return (
    <ViewFrame className="apkt-account-view">
      <div className="apkt-account-tabs">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
        <section className="apkt-tabs-panel" tabIndex={0} aria-label={messages.tabActivity}>
          {address && network ? <ActivityTab address={address} network={network} /> : null}
        </section>
      </div>
    </ViewFrame>
  )
}

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** `count` transfers a day apart from `start` days ago, in and out, for the scroll story. */
function manyTransfers(start: number, count = 12) {
  const now = Date.now()
  return Array.from({ length: count }, (_, index) =>
    storyTransaction({
      id: `m${start + index}`,
      type: index % 2 ? 'receive' : 'send',
      minedAt: new Date(now - (start + index) * DAY),
      direction: index % 2 ? 'in' : 'out',
      amount: String(index + 1),
      icon: storyImages.ethereum,
    }),
  )
}

/** Gives the page its clock back after a story that froze it (storyAtMidday). */
let restoreClock: (() => void) | undefined

/** The story core with the clock frozen at today's noon first: its history is placed around that "now". */
async function storyAtMidday() {
  restoreClock = fixStoryClock(storyMidday())
  const history = { '': { data: storyHistory(), next: 'page-2' }, 'page-2': { data: storyHistoryPage2() } }
  return { core: await createAccountStoryCore({ api: { balances: storyTokens, history } }) }
}

const meta = {
  title: 'scaffold/views/AccountView/ActivityTab',
  render: renderViewStory(ActivityTabOfAccount, accountViewStyles),
  parameters: viewStoryParameters,
  loaders: [storyAtMidday],
  beforeEach: () => () => {
    restoreClock?.()
    restoreClock = undefined
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/**
 * Grouped by day (Today, Yesterday, dates), relative times, sent and received, an NFT with its preview; at a fixed
 * noon, so the groups hold whenever the story runs.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const today = await canvas.findByRole('region', { name: 'Today' })
    await expect(within(today).getByText('5 min')).toBeVisible()
    await expect(
      within(canvas.getByRole('region', { name: 'Yesterday' })).getByText('Story Punk #42'),
    ).toBeVisible()
  },
}

/** Scrolling to the end of the panel loads the next page by its cursor. */
export const InfiniteScroll: Story = {
  loaders: [
    async () => ({
      core: await createAccountStoryCore({
        api: {
          history: {
            '': { data: manyTransfers(2), next: 'page-2' },
            'page-2': { data: manyTransfers(20, 3) },
          },
        },
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const panel = await canvas.findByRole('region', { name: 'Activity' })
    await expect(await canvas.findAllByText(/^\d+ ETH$/)).toHaveLength(12)
    // The tab listens for the scroll in an effect that runs after the list renders (later on a loaded
    // machine), so the scroll to the end is repeated until the next page has come.
    await waitFor(() => {
      panel.scrollTop = panel.scrollHeight
      panel.dispatchEvent(new Event('scroll'))
      expect(canvas.getAllByText(/^\d+ ETH$/)).toHaveLength(15)
    })
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull()
    await waitForTransitions(canvasElement)
  },
}

/** The next page failed: what was loaded stays, with the error and Try again. */
export const LoadMoreFailed: Story = {
  loaders: [
    async () => ({
      core: await createAccountStoryCore({
        api: {
          history: { '': { data: storyHistory(), next: 'page-2' }, 'page-2': { data: storyHistoryPage2() } },
          failingHistoryCursors: ['page-2'],
        },
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load activity')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
    await waitForTransitions(canvasElement)
  },
}

export const Loading: Story = {
  loaders: [async () => ({ core: await createAccountStoryCore({ api: { history: 'pending' } }) })],
}

export const Empty: Story = {
  loaders: [async () => ({ core: await createAccountStoryCore({ api: { history: { '': { data: [] } } } }) })],
}

export const ErrorState: Story = {
  name: 'Error',
  loaders: [async () => ({ core: await createAccountStoryCore({ api: { history: 'error' } }) })],
}

/** A Solana account's transfers at a fixed noon: 0.5 SOL sent today, 250 dUSD received yesterday. */
export const Solana: Story = {
  loaders: [
    async () => {
      restoreClock = fixStoryClock(storyMidday())
      return { core: await createSolanaStoryCore() }
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const today = await canvas.findByRole('region', { name: 'Today' })
    await expect(within(today).getByText('Sent')).toBeVisible()
    await expect(within(today).getByText('0.5 SOL')).toBeVisible()
    const yesterday = canvas.getByRole('region', { name: 'Yesterday' })
    await expect(within(yesterday).getByText('Received')).toBeVisible()
    await expect(within(yesterday).getByText('250 dUSD')).toBeVisible()
  },
}

export const German: Story = { parameters: { locale: 'de' } }

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: await createAccountStoryCore({ dark: true }) })],
}
