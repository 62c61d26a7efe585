import type { RouterView } from '../types/RouterView.ts'
import type { AvailableFeatures } from './getAvailableFeatures.ts'

/** Whether a view can show: yes, not built in this version, or built but waiting for its feature. */
export type ViewAvailability = 'available' | 'notBuilt' | 'featureUnavailable'

/** A feature some views belong to: they show only while it is available. */
export type ViewFeature = 'embeddedWallet' | 'onramp' | 'swaps' | 'names'

/** The views that belong to a feature; every other view needs only to be built. */
export const VIEW_FEATURES: Partial<Record<RouterView, ViewFeature>> = {
  ConnectingSocial: 'embeddedWallet',
  ConnectingFarcaster: 'embeddedWallet',
  EmailLogin: 'embeddedWallet',
  EmailVerifyOtp: 'embeddedWallet',
  EmailVerifyDevice: 'embeddedWallet',
  UpdateEmailWallet: 'embeddedWallet',
  UpdateEmailPrimaryOtp: 'embeddedWallet',
  UpdateEmailSecondaryOtp: 'embeddedWallet',
  UpgradeEmailWallet: 'embeddedWallet',
  ApproveTransaction: 'embeddedWallet',
  SmartAccountSettings: 'embeddedWallet',
  Swap: 'swaps',
  SwapSelectToken: 'swaps',
  SwapPreview: 'swaps',
  OnRampProviders: 'onramp',
  OnRampTokenSelect: 'onramp',
  OnRampFiatSelect: 'onramp',
  BuyInProgress: 'onramp',
  WhatIsABuy: 'onramp',
  ChooseAccountName: 'names',
  RegisterAccountName: 'names',
  RegisterAccountNameSuccess: 'names',
}

export interface GetViewAvailabilityParameters {
  view: RouterView
  /** The views the UI renders (the modal's: MODAL_VIEWS). */
  views: readonly RouterView[]
  /** What getAvailableFeatures says for the same scope. */
  available: Pick<AvailableFeatures, ViewFeature>
}

/**
 * Whether `view` can show: `notBuilt` when the UI does not render it, `featureUnavailable` when it belongs to a
 * feature that is off or that nothing serves (an embedded-wallet view without an embedded wallet), else
 * `available`. The router refuses anything but `available` (ViewNotAvailableError).
 *
 * @example getViewAvailability({ view: 'Swap', views: MODAL_VIEWS, available }) // 'notBuilt'
 */
export function getViewAvailability({
  view,
  views,
  available,
}: GetViewAvailabilityParameters): ViewAvailability {
  if (!views.includes(view)) return 'notBuilt'
  const feature = VIEW_FEATURES[view]
  return feature === undefined || available[feature] ? 'available' : 'featureUnavailable'
}
