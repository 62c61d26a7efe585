import type { ChainAdapterCapabilities } from '../adapters/ChainAdapter.ts'
import { type EntryFeature, FEATURE_VIEWS, SOCIAL_LOGIN_VIEWS } from '../constants/featureViews.ts'
import type { Features, SocialProvider } from '../types/Features.ts'
import type { RouterView } from '../types/RouterView.ts'

/** What the modal may offer: each feature only when the dApp asked for it and something real serves it. */
export interface AvailableFeatures {
  /** An adapter in scope serves the embedded (email/social) wallet; its views (ApproveTransaction, ...) need it. */
  embeddedWallet: boolean
  email: boolean
  /** The social logins to offer, in `features.socials` order; empty when none is. */
  socials: readonly SocialProvider[]
  onramp: boolean
  swaps: boolean
  receive: boolean
  send: boolean
  names: boolean
}

export interface GetAvailableFeaturesParameters {
  /** The resolved `features` (what the dApp asked for). */
  features: Pick<Features, 'email' | 'socials' | 'onramp' | 'swaps' | 'receive' | 'send'>
  /** The capabilities of the adapters in scope: a capability counts when one of them has it. */
  capabilities: readonly Partial<ChainAdapterCapabilities>[]
  /** The views the UI renders (the modal's: MODAL_VIEWS). */
  views: readonly RouterView[]
}

/** The adapter capability each feature needs besides its view; receive and on-ramp need only an address. */
const FEATURE_CAPABILITIES: Record<EntryFeature, keyof ChainAdapterCapabilities | undefined> = {
  email: 'embeddedWallet',
  onramp: undefined,
  swaps: 'swap',
  receive: undefined,
  send: 'send',
  names: 'names',
}

/**
 * Which features the modal offers (house rule: a button promises only what works): a feature shows when the dApp
 * turned it on, an adapter in scope implements it (`capabilities`), and the UI renders the view its entry opens
 * (`views`). Names have no flag of their own: an adapter and the views are enough.
 *
 * @example
 * getAvailableFeatures({ features, capabilities: [adapter.capabilities], views: MODAL_VIEWS }).swaps // false
 */
export function getAvailableFeatures({
  features,
  capabilities,
  views,
}: GetAvailableFeaturesParameters): AvailableFeatures {
  const can = (capability: keyof ChainAdapterCapabilities | undefined) =>
    capability === undefined || capabilities.some((served) => served[capability] === true)
  const works = (feature: EntryFeature) =>
    can(FEATURE_CAPABILITIES[feature]) && views.includes(FEATURE_VIEWS[feature])
  const embeddedWallet = can('embeddedWallet')
  const socials = embeddedWallet
    ? [...new Set(features.socials || [])].filter((provider) => views.includes(SOCIAL_LOGIN_VIEWS[provider]))
    : []
  return {
    embeddedWallet,
    email: features.email === true && works('email'),
    socials,
    onramp: features.onramp === true && works('onramp'),
    swaps: features.swaps === true && works('swaps'),
    receive: features.receive === true && works('receive'),
    send: features.send === true && works('send'),
    names: works('names'),
  }
}
