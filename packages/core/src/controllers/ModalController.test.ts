import { snapshot } from 'valtio/vanilla'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SHAKE_MS } from '../constants/limits.ts'
import { ViewNotAvailableError } from '../errors/ViewNotAvailableError.ts'
import type { ChainNamespace } from '../types/ChainNamespace.ts'
import type { RouterView } from '../types/RouterView.ts'
import { createModalController } from './ModalController.ts'
import { createRouterController } from './RouterController.ts'

interface World {
  hasAdapters: boolean
  connected: ChainNamespace[]
  mobile: boolean
  siwxRequired: boolean
  siwxSession: boolean
  embedded: boolean
  /** Views the router refuses as not built. */
  notBuilt: RouterView[]
}

/** A real router plus fake chain, sign-in and platform facts at the edge. */
function setup(overrides: Partial<World> = {}) {
  const world: World = {
    hasAdapters: true,
    connected: [],
    mobile: false,
    siwxRequired: false,
    siwxSession: false,
    embedded: false,
    notBuilt: [],
    ...overrides,
  }
  const openChanges: boolean[] = []
  const router = createRouterController({
    close: () => modal.close(),
    isModalOpen: () => modal.state.open,
    openModal: (view?: RouterView) => modal.open(view ? { view } : {}),
    showError: () => {},
    rejectRpcRequests: () => {},
    resetEmbeddedWallet: () => {},
    getViewAvailability: (view) => (world.notBuilt.includes(view) ? 'notBuilt' : 'available'),
  })
  const modal = createModalController({
    hasAdapters: () => world.hasAdapters,
    isConnected: (namespace) =>
      namespace ? world.connected.includes(namespace) : world.connected.length > 0,
    isMobile: () => world.mobile,
    isSiwxRequired: () => world.siwxRequired,
    hasSiwxSession: () => world.siwxSession,
    isEmbeddedEnabled: () => world.embedded,
    router,
    onOpenChange: (open) => openChanges.push(open),
  })
  const history = () => router.state.history.map((entry) => entry.view)
  return { modal, router, world, openChanges, history }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('ModalController.open (spec §2 opening rule)', () => {
  it('starts closed', () => {
    expect(snapshot(setup().modal.state)).toEqual({
      open: false,
      loading: false,
      shake: false,
      namespace: undefined,
    })
  })

  it('with no adapters and no account, opens AllWallets on mobile', () => {
    const { modal, router } = setup({ hasAdapters: false, mobile: true })
    modal.open()
    expect(modal.state.open).toBe(true)
    expect(router.state.view).toBe('AllWallets')
  })

  it('with no adapters and no account, opens ConnectingWalletConnectBasic otherwise', () => {
    const { modal, router } = setup({ hasAdapters: false })
    modal.open({ view: 'Networks' })
    expect(router.state.view).toBe('ConnectingWalletConnectBasic')
  })

  it('with a requested view, opens that view with its data', () => {
    const { modal, router, history } = setup()
    router.push('AllWallets')
    modal.open({ view: 'WalletSend', data: { to: '0xabc' } })
    expect(history()).toEqual(['WalletSend'])
    expect(router.state.data).toEqual({ to: '0xabc' })
  })

  it('a requested view that cannot show throws ViewNotAvailableError and leaves the modal closed', () => {
    const { modal, history, openChanges } = setup({ notBuilt: ['Swap'] })
    expect(() => modal.open({ view: 'Swap', namespace: 'solana' })).toThrow(ViewNotAvailableError)
    expect(modal.state).toMatchObject({ open: false, namespace: undefined })
    expect(history()).toEqual(['Connect'])
    expect(openChanges).toEqual([])
  })

  it('a requested view that cannot show while open keeps the current view', () => {
    const { modal, history } = setup({ notBuilt: ['Swap'] })
    modal.open()
    expect(() => modal.open({ view: 'Swap' })).toThrow(expect.objectContaining({ view: 'Swap' }))
    expect(modal.state.open).toBe(true)
    expect(history()).toEqual(['Connect'])
  })

  it('connected shows Account', () => {
    const { modal, router } = setup({ connected: ['eip155'] })
    modal.open()
    expect(router.state.view).toBe('Account')
  })

  it('otherwise opens Connect', () => {
    const { modal, router } = setup()
    router.push('Networks')
    modal.open()
    expect(router.state.history.map((entry) => entry.view)).toEqual(['Connect'])
  })

  it('opening for a namespace records it and checks the connection of that namespace', () => {
    const { modal, router } = setup({ connected: ['eip155'] })
    modal.open({ namespace: 'solana' })
    expect(modal.state.namespace).toBe('solana')
    expect(router.state.view).toBe('Connect')
  })

  it('a view requested while open is pushed so back returns to the previous view', () => {
    const { modal, history } = setup({ connected: ['eip155'] })
    modal.open()
    modal.open({ view: 'Networks' })
    expect(history()).toEqual(['Account', 'Networks'])
  })

  it('opening again without a view keeps the current view', () => {
    const { modal, router, history } = setup()
    modal.open()
    router.push('WhatIsAWallet')
    modal.open()
    expect(history()).toEqual(['Connect', 'WhatIsAWallet'])
  })

  it('emits open once through onOpenChange', () => {
    const { modal, openChanges } = setup()
    modal.open()
    modal.open({ view: 'Networks' })
    expect(openChanges).toEqual([true])
  })
})

describe('ModalController.close (spec §2)', () => {
  it('close hides the modal, clears the namespace and emits close once', () => {
    const { modal, openChanges } = setup()
    modal.open({ namespace: 'eip155' })
    expect(modal.close()).toBe(true)
    expect(modal.close()).toBe(true)
    expect(modal.state).toMatchObject({ open: false, namespace: undefined })
    expect(openChanges).toEqual([true, false])
  })

  it.each(['SIWXSignMessage', 'ConnectingSiwe', 'ApproveTransaction'] as const)(
    'when sign-in is required and no session exists, the modal cannot be closed on %s',
    (view) => {
      const { modal, openChanges } = setup({ connected: ['eip155'], siwxRequired: true })
      modal.open({ view })
      expect(modal.close()).toBe(false)
      expect(modal.state.open).toBe(true)
      expect(modal.state.shake).toBe(true)
      expect(openChanges).toEqual([true])
    },
  )

  it('going back on the last sign-in entry does not close the modal while sign-in is required', () => {
    const { modal, router } = setup({ connected: ['eip155'], siwxRequired: true })
    modal.open({ view: 'SIWXSignMessage' })
    router.goBack()
    expect(modal.state.open).toBe(true)
  })

  it('the sign view closes once a session exists or sign-in is optional', () => {
    const withSession = setup({ connected: ['eip155'], siwxRequired: true, siwxSession: true })
    withSession.modal.open({ view: 'SIWXSignMessage' })
    expect(withSession.modal.close()).toBe(true)
    const optional = setup({ connected: ['eip155'], siwxRequired: false })
    optional.modal.open({ view: 'SIWXSignMessage' })
    expect(optional.modal.close()).toBe(true)
  })

  it('other views close while sign-in is required', () => {
    const { modal } = setup({ connected: ['eip155'], siwxRequired: true })
    modal.open({ view: 'Networks' })
    expect(modal.close()).toBe(true)
  })

  it('closing in embedded mode goes to Account if connected', () => {
    const { modal, history } = setup({ embedded: true, connected: ['eip155'] })
    modal.open({ view: 'Networks' })
    modal.close()
    expect(history()).toEqual(['Account'])
  })

  it('closing in embedded mode goes to Connect if not connected', () => {
    const { modal, router, history } = setup({ embedded: true })
    modal.open()
    router.push('AllWallets')
    modal.close()
    expect(history()).toEqual(['Connect'])
  })

  it('closing outside embedded mode leaves the history for the next open to reset', () => {
    const { modal, router, history } = setup()
    modal.open()
    router.push('AllWallets')
    modal.close()
    expect(history()).toEqual(['Connect', 'AllWallets'])
  })
})

describe('ModalController.shake and loading (spec §4, §9)', () => {
  it('modal shake lasts 500 ms', () => {
    const { modal } = setup()
    modal.shake()
    expect(modal.state.shake).toBe(true)
    vi.advanceTimersByTime(SHAKE_MS - 1)
    expect(modal.state.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(modal.state.shake).toBe(false)
    expect(SHAKE_MS).toBe(500)
  })

  it('shaking again restarts the 500 ms', () => {
    const { modal } = setup()
    modal.shake()
    vi.advanceTimersByTime(SHAKE_MS - 100)
    modal.shake()
    vi.advanceTimersByTime(SHAKE_MS - 1)
    expect(modal.state.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(modal.state.shake).toBe(false)
  })

  it('destroy drops the shake timer', () => {
    const { modal } = setup()
    modal.shake()
    modal.destroy()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('setLoading sets the loading flag', () => {
    const { modal } = setup()
    modal.setLoading(true)
    expect(modal.state.loading).toBe(true)
    modal.setLoading(false)
    expect(modal.state.loading).toBe(false)
  })

  it('each controller has its own modal state (no singletons)', () => {
    const first = setup().modal
    const second = setup().modal
    first.open()
    expect(second.state.open).toBe(false)
  })
})
