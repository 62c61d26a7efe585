import { ViewNotAvailableError } from '@org/appkit-core'
import { MODAL_VIEWS } from '@org/appkit-core/internal'
import { createMockAdapter } from '@org/appkit-testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { renderView } from '../../stories/renderView.tsx'
import { ApproveTransactionView } from './ApproveTransactionView.tsx'

/** A core whose (fake) adapter provides the embedded wallet, on ApproveTransaction from Account. */
function approvingCore() {
  const { adapter } = createMockAdapter({ capabilities: { embeddedWallet: true } })
  const core = createStoryCore({ adapters: [adapter] })
  core.router.reset('Account')
  core.router.pushTransactionStack()
  core.router.push('ApproveTransaction')
  return core
}

it('holds the secure frame, loading, with nothing but Cancel to press', () => {
  renderView(approvingCore(), <ApproveTransactionView />)
  const frame = screen.getByRole('region', { name: 'Secure wallet' })
  expect(frame.getAttribute('aria-busy')).toBe('true')
  expect(screen.getByRole('progressbar', { name: 'Loading the secure wallet' })).toBeTruthy()
  expect(screen.queryByRole('status')).toBeNull()
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel'])
})

it('Cancel ends the pending transaction and returns to the view it started from', async () => {
  const core = approvingCore()
  renderView(core, <ApproveTransactionView />)

  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))

  expect(core.router.state.view).toBe('Account')
  expect(core.router.isTransactionStackEmpty()).toBe(true)
})

it('cannot be opened without an embedded wallet (the adapters of this version have none)', () => {
  const { adapter } = createMockAdapter()
  const core = createStoryCore({ adapters: [adapter] })
  expect(MODAL_VIEWS).toContain('ApproveTransaction')
  expect(() => core.modal.open({ view: 'ApproveTransaction' })).toThrow(ViewNotAvailableError)
  expect(core.modal.state.open).toBe(false)
})
