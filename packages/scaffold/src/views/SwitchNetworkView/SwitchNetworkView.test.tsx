import { UserRejectedRequestError } from '@org/appkit-core'
import { createMockAdapter, type MockAdapterParameters } from '@org/appkit-testing'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { connectStoryWallet } from '../../stories/connectStoryWallet.ts'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { renderView } from '../../stories/renderView.tsx'
import { walletAnswers } from '../../stories/walletAnswers.ts'
import { SwitchNetworkView } from './SwitchNetworkView.tsx'

/** A connected core on Account → Networks → SwitchNetwork(Ethereum). */
async function setup(options: MockAdapterParameters = {}) {
  const story = createMockAdapter({ ...options })
  const core = createStoryCore({ adapters: [story.adapter] })
  await connectStoryWallet(core)
  core.router.reset('Account')
  core.router.push('Networks')
  core.router.push('SwitchNetwork', { network: core.chain.getNetwork('eip155:1') })
  const switchCalls = () => story.calls.filter((call) => call.method === 'switchNetwork').length
  return { core, switchCalls }
}

it('asks the wallet, waits with "Approve in wallet", then returns to where the network list was opened', async () => {
  let approve: () => void = () => undefined
  const { core, switchCalls } = await setup({
    policy: walletAnswers(
      'switchNetwork',
      () =>
        new Promise<void>((resolve) => {
          approve = resolve
        }),
    ),
  })
  renderView(core, <SwitchNetworkView />)

  expect(screen.getByRole('heading', { name: 'Approve in wallet' })).toBeTruthy()
  expect(screen.getByText('Accept the switch to Ethereum in your wallet.')).toBeTruthy()
  await waitFor(() => expect(switchCalls()).toBe(1))

  approve()
  await waitFor(() => expect(core.router.state.view).toBe('Account'))
  expect(core.chain.state.chains.eip155.network.activeNetwork?.caipNetworkId).toBe('eip155:1')
})

it('closes the modal after the switch when the modal was opened on the network list (the network button)', async () => {
  const story = createMockAdapter()
  const core = createStoryCore({ adapters: [story.adapter] })
  await connectStoryWallet(core)
  await core.modal.open({ view: 'Networks' })
  core.router.push('SwitchNetwork', { network: core.chain.getNetwork('eip155:1') })
  renderView(core, <SwitchNetworkView />)

  await waitFor(() => expect(core.modal.state.open).toBe(false))
  expect(core.chain.state.chains.eip155.network.activeNetwork?.caipNetworkId).toBe('eip155:1')
})

it('shows the decline with Try again when the wallet rejects (UserRejectedRequestError), and asks again', async () => {
  let reject = true
  const { core, switchCalls } = await setup({
    policy: walletAnswers('switchNetwork', async () => {
      if (reject) throw new UserRejectedRequestError()
    }),
  })
  renderView(core, <SwitchNetworkView />)

  expect(await screen.findByRole('heading', { name: 'Switch declined' })).toBeTruthy()
  expect(screen.getByText('You declined the switch to Ethereum in your wallet.')).toBeTruthy()
  expect(core.router.state.view).toBe('SwitchNetwork')

  reject = false
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  await waitFor(() => expect(core.router.state.view).toBe('Account'))
  expect(switchCalls()).toBe(2)
})

it('recognises a rejection by its EIP-1193 code, and tells other failures apart', async () => {
  const rejected = await setup({
    policy: walletAnswers('switchNetwork', async () => {
      throw Object.assign(new Error('whatever the wallet says'), { code: 4001 })
    }),
  })
  const { unmount } = renderView(rejected.core, <SwitchNetworkView />)
  expect(await screen.findByRole('heading', { name: 'Switch declined' })).toBeTruthy()
  unmount()

  const failed = await setup({
    policy: walletAnswers('switchNetwork', async () => {
      throw new Error('chain not added')
    }),
  })
  renderView(failed.core, <SwitchNetworkView />)
  expect(await screen.findByRole('heading', { name: 'Could not switch network' })).toBeTruthy()
  expect(screen.getByText('Your wallet could not switch to Ethereum.')).toBeTruthy()
})

it('says so when it was opened without a network', () => {
  const core = createStoryCore()
  core.router.push('SwitchNetwork')
  renderView(core, <SwitchNetworkView />)
  expect(screen.getByRole('heading', { name: 'No network selected' })).toBeTruthy()
})
