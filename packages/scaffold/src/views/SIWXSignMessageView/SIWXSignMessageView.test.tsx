import { UserRejectedRequestError } from '@org/appkit-core'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it, vi } from 'vitest'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { renderView } from '../../stories/renderView.tsx'
import { SIWXSignMessageView } from './SIWXSignMessageView.tsx'

const metadata = { name: 'Story dApp', description: '', url: 'https://story.example', icons: [] }

function setup(data?: Record<string, unknown>) {
  const core = createStoryCore({ metadata })
  core.modal.open()
  core.router.push('SIWXSignMessage', data)
  renderView(core, <SIWXSignMessageView />)
  return core
}

it('names the app and signs through the handed-in onSign, busy while the wallet decides', async () => {
  let finish: () => void = () => undefined
  const onSign = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve
      }),
  )
  setup({ onSign, onCancel: vi.fn() })
  expect(screen.getByRole('heading', { name: 'Story dApp wants you to sign in' })).toBeTruthy()

  await userEvent.click(screen.getByRole('button', { name: 'Sign' }))

  expect(onSign).toHaveBeenCalledOnce()
  expect(screen.getByRole('button', { name: 'Sign' }).getAttribute('aria-busy')).toBe('true')
  finish()
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Sign' }).getAttribute('aria-busy')).toBeNull(),
  )
})

it("shows 'Signature declined' when the wallet rejects, and lets the visitor sign again", async () => {
  const onSign = vi
    .fn()
    .mockRejectedValueOnce(new UserRejectedRequestError())
    .mockResolvedValueOnce(undefined)
  setup({ onSign })

  await userEvent.click(screen.getByRole('button', { name: 'Sign' }))

  expect((await screen.findByRole('alert')).textContent).toContain('Signature declined')
  await userEvent.click(screen.getByRole('button', { name: 'Sign' }))
  expect(onSign).toHaveBeenCalledTimes(2)
})

it('Cancel calls onCancel and tracks CLICK_CANCEL_SIWX', async () => {
  const onCancel = vi.fn()
  const core = setup({ onSign: vi.fn(), onCancel })
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
  expect(onCancel).toHaveBeenCalledOnce()
  expect(core.events.state.data.event).toBe('CLICK_CANCEL_SIWX')
})

it('without a sign-in flow, Sign is disabled and the view says why; Cancel closes the modal', async () => {
  const core = setup()
  const sign = screen.getByRole('button', { name: 'Sign' }) as HTMLButtonElement
  expect(sign.disabled).toBe(true)
  expect(screen.getByRole('status').textContent).toBe(
    'Sign-in is not set up in this version yet, so there is no message to sign.',
  )
  expect(sign.getAttribute('aria-describedby')).toBeTruthy()
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
  expect(core.modal.state.open).toBe(false)
})
