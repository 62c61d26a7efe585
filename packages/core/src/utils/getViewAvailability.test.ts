import { describe, expect, it } from 'vitest'
import { MODAL_VIEWS, ROUTER_VIEWS } from '../types/RouterView.ts'
import type { AvailableFeatures } from './getAvailableFeatures.ts'
import { getViewAvailability, VIEW_FEATURES } from './getViewAvailability.ts'

const NOTHING: AvailableFeatures = {
  embeddedWallet: false,
  email: false,
  socials: [],
  onramp: false,
  swaps: false,
  receive: true,
  send: true,
  names: false,
}

describe('getViewAvailability', () => {
  it('a view the modal does not render is not built, whatever its feature says', () => {
    expect(
      getViewAvailability({ view: 'Swap', views: MODAL_VIEWS, available: { ...NOTHING, swaps: true } }),
    ).toBe('notBuilt')
    expect(getViewAvailability({ view: 'OnRampProviders', views: MODAL_VIEWS, available: NOTHING })).toBe(
      'notBuilt',
    )
  })

  it('a built view of the embedded wallet waits for it', () => {
    expect(getViewAvailability({ view: 'ApproveTransaction', views: MODAL_VIEWS, available: NOTHING })).toBe(
      'featureUnavailable',
    )
    expect(
      getViewAvailability({
        view: 'ApproveTransaction',
        views: MODAL_VIEWS,
        available: { ...NOTHING, embeddedWallet: true },
      }),
    ).toBe('available')
  })

  it('a built view of a feature that exists shows once the feature is available', () => {
    const views = [...MODAL_VIEWS, 'Swap' as const]
    expect(getViewAvailability({ view: 'Swap', views, available: NOTHING })).toBe('featureUnavailable')
    expect(getViewAvailability({ view: 'Swap', views, available: { ...NOTHING, swaps: true } })).toBe(
      'available',
    )
  })

  it('every other modal view is available, and today the modal can show all but the embedded wallet’s', () => {
    const shown = MODAL_VIEWS.filter(
      (view) => getViewAvailability({ view, views: MODAL_VIEWS, available: NOTHING }) === 'available',
    )
    expect(MODAL_VIEWS.filter((view) => !shown.includes(view))).toEqual([
      'ConnectingFarcaster',
      'ApproveTransaction',
    ])
  })

  it('names only views of the union in its feature table', () => {
    for (const view of Object.keys(VIEW_FEATURES)) expect(ROUTER_VIEWS).toContain(view)
  })
})
