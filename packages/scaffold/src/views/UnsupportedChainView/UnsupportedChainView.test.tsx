import { createMockAdapter, type MockAdapterParameters } from '@org/appkit-testing'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { connectStoryWallet } from '../../stories/connectStoryWallet.ts'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { renderView } from '../../stories/renderView.tsx'
import { walletAnswers } from '../../stories/walletAnswers.ts'
import { UnsupportedChainView } from './UnsupportedChainView.tsx'

async function setup(options: MockAdapterParameters = {}) {
  const story = createMockAdapter({ ...options })
  const core = createStoryCore({ adapters: [story.adapter] })
  await connectStoryWallet(core)
  core.modal.open({ view: 'UnsupportedChain' })
  return { core, calls: story.calls }
}

it('explains the problem, lists the supported networks of the wallet namespace and has no way back', async () => {
  const { core } = await setup()
  renderView(core, <UnsupportedChainView />)
  expect(screen.getByRole('heading', { name: 'Network not supported' })).toBeTruthy()
  const list = screen.getByRole('region', { name: 'Supported networks' })
  expect(list.querySelectorAll('button')).toHaveLength(2)
  expect(screen.queryByRole('button', { name: /back/i })).toBeNull()
})

it('disconnects through the core and closes the modal', async () => {
  const { core, calls } = await setup()
  renderView(core, <UnsupportedChainView />)
  await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
  await waitFor(() => expect(core.modal.state.open).toBe(false))
  expect(calls.some((call) => call.method === 'disconnect')).toBe(true)
  expect(core.connection.state.status.eip155).toBe('disconnected')
})

it('stays when disconnecting fails; the core shows "Failed to disconnect"', async () => {
  const { core } = await setup({
    policy: walletAnswers('disconnect', async () => {
      throw new Error('wallet busy')
    }),
  })
  renderView(core, <UnsupportedChainView />)
  await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
  await waitFor(() => expect(core.snack.state.message).toBe('Failed to disconnect'))
  expect(core.modal.state.open).toBe(true)
  expect(core.connection.state.status.eip155).toBe('connected')
})

it('switches to a supported network and starts a fresh history on the account', async () => {
  const { core, calls } = await setup()
  renderView(core, <UnsupportedChainView />)
  await userEvent.click(screen.getByRole('button', { name: 'Ethereum' }))
  await waitFor(() => expect(core.router.state.history.map((entry) => entry.view)).toEqual(['Account']))
  expect(calls.some((call) => call.method === 'switchNetwork')).toBe(true)
})
