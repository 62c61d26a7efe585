import { describe, expect, it, vi } from 'vitest'
import { createMockAdapter } from './adapters/createMockAdapter.ts'
import { createCore } from './createCore.ts'
import { ViewNotAvailableError } from './errors/ViewNotAvailableError.ts'
import { createMemoryStorage } from './storage/createMemoryStorage.ts'
import { devnet, mainnet } from './test/testNetworks.ts'
import { MODAL_VIEWS } from './types/RouterView.ts'

const offlineFetch = vi.fn(async () => new Response('{}', { status: 503 }))

function build(overrides: Partial<Parameters<typeof createCore>[0]> = {}) {
  return createCore({
    projectId: 'test-project',
    networks: [mainnet, devnet],
    storage: createMemoryStorage(),
    fetch: offlineFetch,
    features: { analytics: false },
    ...overrides,
  })
}

describe('createCore: what the modal offers and opens', () => {
  it('offers neither the embedded wallet, on-ramp, swaps nor names today, whatever the default features say', () => {
    const { adapter } = createMockAdapter({ namespace: 'eip155' })
    const core = build({ adapters: [adapter] })
    expect(core.views).toBe(MODAL_VIEWS)
    expect(core.getAvailableFeatures()).toMatchObject({
      embeddedWallet: false,
      email: false,
      socials: [],
      onramp: false,
      swaps: false,
      names: false,
      receive: true,
    })
  })

  it('open({ view }) of a view that is not built throws ViewNotAvailableError and leaves the modal closed', () => {
    const core = build({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    for (const view of ['Swap', 'OnRampProviders', 'ChooseAccountName', 'WhatIsANetwork'] as const) {
      expect(() => core.modal.open({ view })).toThrow(ViewNotAvailableError)
    }
    expect(() => core.modal.open({ view: 'ApproveTransaction' })).toThrow(
      expect.objectContaining({ view: 'ApproveTransaction', reason: 'featureUnavailable' }),
    )
    expect(core.modal.state.open).toBe(false)
    expect(() => core.router.push('Swap')).toThrow(ViewNotAvailableError)
    expect(core.router.state.view).toBe('Connect')
    core.modal.open({ view: 'Networks' })
    expect(core.router.state.view).toBe('Networks')
  })

  it('an adapter with the embedded wallet and its views (fakes at the edge) make them available and openable', () => {
    const { adapter } = createMockAdapter({
      namespace: 'eip155',
      capabilities: { embeddedWallet: true, swap: true },
    })
    const core = build({
      adapters: [adapter],
      views: [...MODAL_VIEWS, 'EmailLogin', 'ConnectingSocial', 'Swap'],
    })
    expect(core.getAvailableFeatures()).toMatchObject({ embeddedWallet: true, email: true, swaps: true })
    expect(core.getAvailableFeatures().socials).toHaveLength(7)
    core.modal.open({ view: 'ApproveTransaction' })
    expect(core.router.state.view).toBe('ApproveTransaction')
    core.router.push('Swap')
    expect(core.router.state.view).toBe('Swap')
  })

  it('scopes the adapters to the namespaces asked for', () => {
    const evm = createMockAdapter({ namespace: 'eip155', capabilities: { embeddedWallet: true } }).adapter
    const solana = createMockAdapter({ namespace: 'solana', capabilities: { embeddedWallet: false } }).adapter
    const core = build({ adapters: [evm, solana], views: [...MODAL_VIEWS, 'EmailLogin'] })
    expect(core.getAvailableFeatures(['solana']).email).toBe(false)
    expect(core.getAvailableFeatures(['eip155']).email).toBe(true)
    expect(core.getAvailableFeatures(['polkadot']).send).toBe(false)
  })
})
