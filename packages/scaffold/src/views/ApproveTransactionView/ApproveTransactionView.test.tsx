import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { renderView } from '../../stories/renderView.tsx'
import { ApproveTransactionView } from './ApproveTransactionView.tsx'

it('holds the secure frame loading and says honestly that nothing can be confirmed yet', () => {
  renderView(createStoryCore(), <ApproveTransactionView />)
  const frame = screen.getByRole('region', { name: 'Secure wallet' })
  expect(frame.getAttribute('aria-busy')).toBe('true')
  expect(screen.getByRole('progressbar', { name: 'Loading the secure wallet' })).toBeTruthy()
  expect(screen.getByRole('status').textContent).toContain('not available in this version yet')
})

it('Cancel ends the pending transaction and returns to the view it started from', async () => {
  const core = createStoryCore()
  core.router.reset('Account')
  core.router.pushTransactionStack()
  core.router.push('ApproveTransaction')
  renderView(core, <ApproveTransactionView />)

  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))

  expect(core.router.state.view).toBe('Account')
  expect(core.router.isTransactionStackEmpty()).toBe(true)
})
