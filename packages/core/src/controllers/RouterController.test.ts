import { snapshot, subscribe } from 'valtio/vanilla'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EMBEDDED_BACK_RESET_MS } from '../constants/limits.ts'
import { RpcNotAllowedError } from '../errors/RpcNotAllowedError.ts'
import { ViewNotAvailableError } from '../errors/ViewNotAvailableError.ts'
import type { Connector } from '../types/Connector.ts'
import type { RouterView } from '../types/RouterView.ts'
import type { ViewAvailability } from '../utils/getViewAvailability.ts'
import { createRouterController } from './RouterController.ts'

/** Fake modal and embedded wallet at the edge: records every call. */
function setup(
  options: { modalOpen?: boolean; getViewAvailability?: (view: RouterView) => ViewAvailability } = {},
) {
  const calls = {
    close: 0,
    opened: [] as (RouterView | undefined)[],
    errors: [] as string[],
    rejected: [] as RpcNotAllowedError[],
    resets: [] as RouterView[],
  }
  const router = createRouterController({
    close: () => {
      calls.close += 1
    },
    isModalOpen: () => options.modalOpen ?? true,
    openModal: (view) => calls.opened.push(view),
    showError: (message) => calls.errors.push(message),
    rejectRpcRequests: (error) => calls.rejected.push(error),
    resetEmbeddedWallet: (view) => calls.resets.push(view),
    ...(options.getViewAvailability ? { getViewAvailability: options.getViewAvailability } : {}),
  })
  return { router, calls }
}

const views = (router: ReturnType<typeof setup>['router']) => router.state.history.map((entry) => entry.view)

const INJECTED: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('RouterController: history stack (spec §2)', () => {
  it('starts on Connect with a one-entry history and no pending transactions', () => {
    const { router } = setup()
    expect(snapshot(router.state)).toEqual({
      view: 'Connect',
      data: undefined,
      history: [{ view: 'Connect', data: undefined }],
      transactionStack: [],
    })
  })

  it('push adds the view and its data on top of the history', () => {
    const { router } = setup()
    router.push('AllWallets')
    router.push('ConnectingExternal', { connector: INJECTED })
    expect(router.state.view).toBe('ConnectingExternal')
    expect(router.state.data?.connector).toBe(INJECTED)
    expect(views(router)).toEqual(['Connect', 'AllWallets', 'ConnectingExternal'])
  })

  it('per-view data is kept with its entry: going back restores the previous view data', () => {
    const { router } = setup()
    router.push('ConnectingExternal', { connector: INJECTED })
    router.push('WhatIsAWallet')
    expect(router.state.data).toBe(undefined)
    router.goBack()
    expect(router.state.view).toBe('ConnectingExternal')
    expect(router.state.data?.connector).toEqual(INJECTED)
  })

  it('pushing the current view again updates its data without a new history entry', () => {
    const { router } = setup()
    router.push('ConnectingWalletConnect', { wallet: 'a' })
    router.push('ConnectingWalletConnect', { wallet: 'b' })
    expect(views(router)).toEqual(['Connect', 'ConnectingWalletConnect'])
    expect(router.state.data?.wallet).toBe('b')
  })

  it('replace swaps the current view so back skips it', () => {
    const { router } = setup()
    router.push('Networks')
    router.replace('SwitchNetwork', { email: 'x' })
    expect(views(router)).toEqual(['Connect', 'SwitchNetwork'])
    expect(router.state.data).toEqual({ email: 'x' })
    router.goBack()
    expect(router.state.view).toBe('Connect')
  })

  it('reset starts a new history with the view alone', () => {
    const { router } = setup()
    router.push('AllWallets')
    router.push('GetWallet')
    router.reset('Account', { email: 'a@b.c' })
    expect(views(router)).toEqual(['Account'])
    expect(router.state).toMatchObject({ view: 'Account', data: { email: 'a@b.c' } })
  })

  it('reset to the view already alone in the history, without data, changes nothing (no update to render)', () => {
    const { router } = setup()
    const changes = vi.fn()
    const unsubscribe = subscribe(router.state, changes, true)
    router.reset('Connect')
    expect(changes).not.toHaveBeenCalled()
    expect(views(router)).toEqual(['Connect'])
    // With data, or from a longer history, it is a real reset.
    router.reset('Connect', { email: 'a@b.c' })
    expect(changes).toHaveBeenCalled()
    expect(router.state.data).toEqual({ email: 'a@b.c' })
    router.reset('Connect')
    expect(router.state.data).toBeUndefined()
    router.push('AllWallets')
    changes.mockClear()
    router.reset('Connect')
    expect(changes).toHaveBeenCalled()
    expect(views(router)).toEqual(['Connect'])
    unsubscribe()
  })

  it('going back pops one entry', () => {
    const { router, calls } = setup()
    router.push('Networks')
    router.push('WhatIsANetwork')
    router.goBack()
    expect(router.state.view).toBe('Networks')
    expect(views(router)).toEqual(['Connect', 'Networks'])
    expect(calls.close).toBe(0)
  })

  it('going back on the last entry closes the modal', () => {
    const { router, calls } = setup()
    router.goBack()
    expect(calls.close).toBe(1)
    expect(views(router)).toEqual(['Connect'])
  })

  it('back is blocked while UnsupportedChain is in history (the modal closes instead)', () => {
    const { router, calls } = setup()
    router.reset('UnsupportedChain')
    router.push('Networks')
    router.goBack()
    expect(calls.close).toBe(1)
    expect(views(router)).toEqual(['UnsupportedChain', 'Networks'])
    router.goBackToIndex(0)
    expect(calls.close).toBe(2)
    expect(views(router)).toEqual(['UnsupportedChain', 'Networks'])
  })

  it('goBackToIndex returns to an earlier entry and ignores indexes outside the history', () => {
    const { router } = setup()
    router.push('Account')
    router.push('AccountSettings')
    router.push('RegisterAccountName')
    router.goBackToIndex(3)
    router.goBackToIndex(-1)
    router.goBackToIndex(1.5)
    expect(router.state.view).toBe('RegisterAccountName')
    router.goBackToIndex(1)
    expect(views(router)).toEqual(['Connect', 'Account'])
    expect(router.state.view).toBe('Account')
  })

  it('each controller has its own history (no singletons)', () => {
    const first = setup().router
    const second = setup().router
    first.push('Networks')
    expect(second.state.view).toBe('Connect')
  })
})

describe('RouterController: views that cannot show', () => {
  // A fake availability at the edge: Swap is not built, ApproveTransaction waits for the embedded wallet.
  const getViewAvailability = (view: RouterView): ViewAvailability =>
    view === 'Swap' ? 'notBuilt' : view === 'ApproveTransaction' ? 'featureUnavailable' : 'available'

  it('push, replace and reset refuse them with ViewNotAvailableError naming the view; the history is unchanged', () => {
    const { router } = setup({ getViewAvailability })
    router.push('Account')
    for (const navigate of [router.push, router.replace, router.reset]) {
      let thrown: unknown
      try {
        navigate('Swap')
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeInstanceOf(ViewNotAvailableError)
      expect(thrown).toMatchObject({ view: 'Swap', reason: 'notBuilt' })
    }
    expect(() => router.push('ApproveTransaction')).toThrow(
      expect.objectContaining({ view: 'ApproveTransaction', reason: 'featureUnavailable' }),
    )
    expect(views(router)).toEqual(['Connect', 'Account'])
    expect(router.state.view).toBe('Account')
  })

  it('a transaction whose target cannot show returns to the view it started from', () => {
    const { router } = setup({ getViewAvailability })
    router.reset('Account')
    router.pushTransactionStack({ onSuccess: 'Swap' })
    router.push('WalletSend')
    router.popTransactionStack('success')
    expect(views(router)).toEqual(['Account'])
  })

  it('canShow answers for links: true only for a view that can show', () => {
    const { router } = setup({ getViewAvailability })
    expect([router.canShow('Account'), router.canShow('Swap'), router.canShow('ApproveTransaction')]).toEqual(
      [true, false, false],
    )
  })

  it('without an availability every view can show', () => {
    const { router } = setup()
    expect(router.canShow('Swap')).toBe(true)
    router.push('Swap')
    expect(router.state.view).toBe('Swap')
  })
})

describe('RouterController: back resets the embedded wallet (spec §4)', () => {
  it('back action waits 100 ms before resetting the embedded wallet view', () => {
    const { router, calls } = setup()
    router.push('ConnectingFarcaster')
    router.goBack()
    expect(router.state.view).toBe('Connect')
    vi.advanceTimersByTime(EMBEDDED_BACK_RESET_MS - 1)
    expect(calls.resets).toEqual([])
    vi.advanceTimersByTime(1)
    expect(calls.resets).toEqual(['ConnectingFarcaster'])
    expect(EMBEDDED_BACK_RESET_MS).toBe(100)
  })

  it('backing out of an embedded-wallet view on the last entry closes the modal and still resets the wallet', () => {
    const { router, calls } = setup()
    router.reset('EmailVerifyOtp')
    router.goBack()
    expect(calls.close).toBe(1)
    vi.advanceTimersByTime(EMBEDDED_BACK_RESET_MS)
    expect(calls.resets).toEqual(['EmailVerifyOtp'])
  })

  it('going back from other views does not reset the embedded wallet', () => {
    const { router, calls } = setup()
    router.push('Networks')
    router.goBack()
    vi.advanceTimersByTime(EMBEDDED_BACK_RESET_MS * 2)
    expect(calls.resets).toEqual([])
  })

  it('destroy cancels a pending embedded wallet reset', () => {
    const { router, calls } = setup()
    router.push('ConnectingSocial')
    router.goBack()
    router.destroy()
    vi.advanceTimersByTime(EMBEDDED_BACK_RESET_MS)
    expect(calls.resets).toEqual([])
  })
})

describe('RouterController: transaction stack (spec §2)', () => {
  function sendFlow() {
    const context = setup()
    context.router.reset('Account')
    context.router.push('WalletSend')
    context.router.push('WalletSendPreview')
    return context
  }

  it('a pending transaction records the view it started from', () => {
    const { router } = sendFlow()
    expect(router.isTransactionStackEmpty()).toBe(true)
    router.pushTransactionStack({ onSuccess: 'Account' })
    expect(router.isTransactionStackEmpty()).toBe(false)
    expect(snapshot(router.state.transactionStack)).toEqual([{ onSuccess: 'Account', returnIndex: 2 }])
  })

  it('success returns to the onSuccess view already in the history', () => {
    const { router } = sendFlow()
    router.pushTransactionStack({ onSuccess: 'Account', onCancel: 'WalletSend' })
    router.push('ApproveTransaction')
    router.popTransactionStack('success')
    expect(views(router)).toEqual(['Account'])
    expect(router.isTransactionStackEmpty()).toBe(true)
  })

  it('success shows an onSuccess view not in the history on top of the view it started from', () => {
    const { router } = sendFlow()
    router.pushTransactionStack({ onSuccess: 'WalletSendConfirmed' })
    router.push('ApproveTransaction')
    router.popTransactionStack('success')
    expect(views(router)).toEqual(['Account', 'WalletSend', 'WalletSendPreview', 'WalletSendConfirmed'])
  })

  it('success without an onSuccess view returns to the previous view', () => {
    const { router } = sendFlow()
    router.pushTransactionStack({ onCancel: 'Account' })
    router.push('ApproveTransaction')
    router.popTransactionStack('success')
    expect(router.state.view).toBe('WalletSendPreview')
    expect(views(router)).toEqual(['Account', 'WalletSend', 'WalletSendPreview'])
  })

  it('cancel goes to its onCancel view', () => {
    const { router } = sendFlow()
    router.pushTransactionStack({ onSuccess: 'Account', onCancel: 'WalletSend' })
    router.push('ApproveTransaction')
    router.popTransactionStack('cancel')
    expect(views(router)).toEqual(['Account', 'WalletSend'])
  })

  it('failure goes to its onCancel view', () => {
    const { router } = sendFlow()
    router.pushTransactionStack({ onSuccess: 'Account', onCancel: 'Swap' })
    router.push('ApproveTransaction')
    router.popTransactionStack('error')
    expect(views(router)).toEqual(['Account', 'WalletSend', 'WalletSendPreview', 'Swap'])
  })

  it('cancel without an onCancel view returns to the previous view', () => {
    const { router } = sendFlow()
    router.pushTransactionStack({ onSuccess: 'Account' })
    router.push('ApproveTransaction')
    router.popTransactionStack('cancel')
    expect(router.state.view).toBe('WalletSendPreview')
  })

  it('nested transactions end newest first', () => {
    const { router } = sendFlow()
    router.pushTransactionStack({ onSuccess: 'Account' })
    router.push('ApproveTransaction')
    router.pushTransactionStack({ onSuccess: 'Transactions' })
    router.popTransactionStack('success')
    expect(views(router)).toEqual([
      'Account',
      'WalletSend',
      'WalletSendPreview',
      'ApproveTransaction',
      'Transactions',
    ])
    router.popTransactionStack('success')
    expect(views(router)).toEqual(['Account'])
  })

  it('a transaction whose history was reset meanwhile returns within the new history', () => {
    const { router } = sendFlow()
    router.pushTransactionStack({})
    router.reset('ApproveTransaction')
    router.popTransactionStack('success')
    expect(views(router)).toEqual(['ApproveTransaction'])
  })

  it('ending a transaction with none pending closes the modal', () => {
    const { router, calls } = setup()
    router.popTransactionStack('success')
    expect(calls.close).toBe(1)
  })
})

describe('RouterController: embedded-wallet requests (spec §2, §6)', () => {
  it('unsafe embedded-wallet requests force the ApproveTransaction view', () => {
    const { router, calls } = setup({ modalOpen: true })
    router.reset('Account')
    expect(router.handleEmbeddedRpcRequest('personal_sign')).toBe('confirm')
    expect(views(router)).toEqual(['Account', 'ApproveTransaction'])
    expect(router.handleEmbeddedRpcRequest('eth_sendTransaction')).toBe('confirm')
    expect(views(router)).toEqual(['Account', 'ApproveTransaction'])
    expect(calls.opened).toEqual([])
  })

  it('an unsafe request while the modal is closed opens it on ApproveTransaction', () => {
    const { router, calls } = setup({ modalOpen: false })
    expect(router.handleEmbeddedRpcRequest('solana_signMessage')).toBe('confirm')
    expect(calls.opened).toEqual(['ApproveTransaction'])
  })

  it('safe requests run silently', () => {
    const { router, calls } = setup({ modalOpen: false })
    expect(router.handleEmbeddedRpcRequest('eth_call')).toBe('safe')
    expect(calls).toMatchObject({ opened: [], errors: [], rejected: [] })
    expect(router.state.view).toBe('Connect')
  })

  it('a method off both lists shows "Action not allowed" and rejects pending requests with RpcNotAllowedError', () => {
    const { router, calls } = setup({ modalOpen: false })
    expect(router.handleEmbeddedRpcRequest('eth_sign')).toBe('reject')
    expect(calls.opened).toEqual([undefined])
    expect(calls.errors).toEqual(['Action not allowed'])
    expect(calls.rejected).toHaveLength(1)
    expect(calls.rejected[0]).toBeInstanceOf(RpcNotAllowedError)
    expect(calls.rejected[0]?.shortMessage).toBe('Requested RPC call is not allowed')
    expect(calls.rejected[0]?.method).toBe('eth_sign')
  })

  it('a rejected method while the modal is open keeps the current view', () => {
    const { router, calls } = setup({ modalOpen: true })
    router.reset('Account')
    router.handleEmbeddedRpcRequest('eth_signTransaction')
    expect(calls.opened).toEqual([])
    expect(router.state.view).toBe('Account')
    expect(calls.errors).toEqual(['Action not allowed'])
  })
})
