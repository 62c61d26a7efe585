import { describe, expect, it } from 'vitest'
import type { ChainAdapterCapabilities } from '../adapters/ChainAdapter.ts'
import { DEFAULT_FEATURES, DEFAULT_SOCIALS } from '../constants/defaults.ts'
import { MODAL_VIEWS, type RouterView } from '../types/RouterView.ts'
import { getAvailableFeatures } from './getAvailableFeatures.ts'

/** What the adapters of this version report: no embedded wallet, no swap, no names. */
const TODAY: Partial<ChainAdapterCapabilities> = {
  send: true,
  swap: false,
  names: false,
  embeddedWallet: false,
}
/** A fake adapter at the edge that implements everything the modal could offer. */
const EVERYTHING: Partial<ChainAdapterCapabilities> = {
  send: true,
  swap: true,
  names: true,
  embeddedWallet: true,
}
/** The modal's views plus the ones each unbuilt feature would bring. */
const ALL_VIEWS: readonly RouterView[] = [
  ...MODAL_VIEWS,
  'EmailLogin',
  'ConnectingSocial',
  'OnRampProviders',
  'Swap',
  'ChooseAccountName',
]

describe('getAvailableFeatures', () => {
  it('with the default features, today’s adapters and the modal’s views: only receive and send', () => {
    expect(
      getAvailableFeatures({ features: DEFAULT_FEATURES, capabilities: [TODAY], views: MODAL_VIEWS }),
    ).toEqual({
      embeddedWallet: false,
      email: false,
      socials: [],
      onramp: false,
      swaps: false,
      receive: true,
      send: true,
      names: false,
    })
  })

  it('offers every feature once an adapter implements it and the views exist', () => {
    expect(
      getAvailableFeatures({
        features: DEFAULT_FEATURES,
        capabilities: [TODAY, EVERYTHING],
        views: ALL_VIEWS,
      }),
    ).toEqual({
      embeddedWallet: true,
      email: true,
      socials: DEFAULT_SOCIALS,
      onramp: true,
      swaps: true,
      receive: true,
      send: true,
      names: true,
    })
  })

  it('an adapter that claims a feature is not enough while its view is not built', () => {
    const available = getAvailableFeatures({
      features: DEFAULT_FEATURES,
      capabilities: [EVERYTHING],
      views: MODAL_VIEWS,
    })
    expect(available).toMatchObject({
      embeddedWallet: true,
      email: false,
      onramp: false,
      swaps: false,
      names: false,
    })
    // Farcaster has its view (ConnectingFarcaster); the other socials wait for ConnectingSocial.
    expect(available.socials).toEqual(['farcaster'])
  })

  it('a built view is not enough without an adapter that implements the feature', () => {
    expect(
      getAvailableFeatures({ features: DEFAULT_FEATURES, capabilities: [TODAY], views: ALL_VIEWS }),
    ).toMatchObject({
      embeddedWallet: false,
      email: false,
      socials: [],
      swaps: false,
      names: false,
      onramp: true,
    })
    expect(
      getAvailableFeatures({ features: DEFAULT_FEATURES, capabilities: [], views: ALL_VIEWS }),
    ).toMatchObject({ send: false, receive: true })
  })

  it('what the dApp turned off stays off; socials keep the dApp’s order without repeats', () => {
    const available = getAvailableFeatures({
      features: {
        email: false,
        socials: ['github', 'google', 'github'],
        onramp: false,
        swaps: false,
        receive: false,
        send: false,
      },
      capabilities: [EVERYTHING],
      views: ALL_VIEWS,
    })
    expect(available).toMatchObject({
      email: false,
      onramp: false,
      swaps: false,
      receive: false,
      send: false,
    })
    expect(available.socials).toEqual(['github', 'google'])
    expect(
      getAvailableFeatures({ features: { socials: false }, capabilities: [EVERYTHING], views: ALL_VIEWS })
        .socials,
    ).toEqual([])
  })
})
