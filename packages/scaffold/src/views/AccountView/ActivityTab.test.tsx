import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { storyHistory, storyHistoryPage2 } from '../../stories/accountFixtures.ts'
import { createAccountStoryCore } from '../../stories/createAccountStoryCore.ts'
import { renderView } from '../../stories/renderView.tsx'
import { AccountView } from './AccountView.tsx'
import { SCROLL_END_THRESHOLD_PX } from './useScrollEnd.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

/**
 * Resolves once a scroll listener is attached to the document: the tab's scroll-end effect has run. A scroll
 * before that reaches no listener (the effect runs after the list renders, later on a loaded machine), so a test
 * that scrolls first would load nothing and prove nothing.
 */
function scrollListenerAttached(): Promise<void> {
  const addEventListener = document.addEventListener.bind(document)
  return new Promise((resolve) => {
    vi.spyOn(document, 'addEventListener').mockImplementation(
      (...args: Parameters<Document['addEventListener']>) => {
        addEventListener(...args)
        if (args[0] === 'scroll') resolve()
      },
    )
  })
}

/** Gives the panel a size (happy-dom lays nothing out) and scrolls it to `scrollTop`. */
async function scrollPanel(panel: HTMLElement, scrollTop: number) {
  Object.defineProperty(panel, 'scrollHeight', { value: 1_000, configurable: true })
  Object.defineProperty(panel, 'clientHeight', { value: 300, configurable: true })
  Object.defineProperty(panel, 'scrollTop', { value: scrollTop, configurable: true })
  await act(async () => {
    fireEvent.scroll(panel)
  })
}

it('Activity: scrolling the tab panel to its end loads the next page by its cursor, and not before', async () => {
  const core = await createAccountStoryCore({
    account: { currentTab: 'activity' },
    api: {
      history: { '': { data: storyHistory(), next: 'page-2' }, 'page-2': { data: storyHistoryPage2() } },
    },
  })
  const armed = scrollListenerAttached()
  renderView(core, <AccountView />)
  await screen.findByText('0.25 ETH')
  await armed
  const panel = screen.getByRole('tabpanel')

  // 1000 - 300 - 500 = 200 px left: more than the threshold, nothing loads.
  await scrollPanel(panel, 500)
  expect(screen.getByRole('button', { name: 'Load more' }).getAttribute('aria-busy')).toBeNull()
  expect(screen.queryByText('3 ETH')).toBeNull()

  await scrollPanel(panel, 700 - SCROLL_END_THRESHOLD_PX)
  expect(await screen.findByText('3 ETH')).toBeTruthy()
  // That was the last page: nothing more to load.
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
})

it('Activity: a failed next page keeps what was loaded, says so and waits for Try again', async () => {
  const core = await createAccountStoryCore({
    account: { currentTab: 'activity' },
    api: {
      history: { '': { data: storyHistory(), next: 'page-2' }, 'page-2': { data: storyHistoryPage2() } },
      failingHistoryCursors: ['page-2'],
    },
  })
  const armed = scrollListenerAttached()
  renderView(core, <AccountView />)
  await screen.findByText('0.25 ETH')
  await armed
  await scrollPanel(screen.getByRole('tabpanel'), 700)
  expect((await screen.findByRole('alert')).textContent).toBe('Could not load activity')
  expect(screen.getByText('0.25 ETH')).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
})
