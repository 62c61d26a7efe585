import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it, vi } from 'vitest'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { renderView } from '../../stories/renderView.tsx'
import { ConnectingSiweView } from './ConnectingSiweView.tsx'

function setup(data?: Record<string, unknown>) {
  const core = createStoryCore()
  core.router.push('ConnectingSiwe', data)
  renderView(core, <ConnectingSiweView />)
  return core
}

it('asks for the signature on arrival and waits with "Sign in with your wallet"', async () => {
  const onSign = vi.fn(() => new Promise<void>(() => undefined))
  setup({ onSign })
  expect(screen.getByRole('heading', { name: 'Sign in with your wallet' })).toBeTruthy()
  expect(screen.getByRole('status').textContent).toContain('Approve the sign-in message in your wallet.')
  await waitFor(() => expect(onSign).toHaveBeenCalledOnce())
})

it('shows the decline (by rejection code) and asks again on Try again', async () => {
  const onSign = vi
    .fn()
    .mockRejectedValueOnce({ code: 4001 })
    .mockReturnValueOnce(new Promise(() => undefined))
  setup({ onSign })
  expect(await screen.findByRole('heading', { name: 'Signature declined' })).toBeTruthy()
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('heading', { name: 'Sign in with your wallet' })).toBeTruthy()
  expect(onSign).toHaveBeenCalledTimes(2)
})

it('says sign-in is not set up when no flow was handed in', () => {
  setup()
  expect(
    screen.getByText('Sign-in is not set up in this version yet, so there is no message to sign.'),
  ).toBeTruthy()
  expect(screen.queryByRole('button')).toBeNull()
})
