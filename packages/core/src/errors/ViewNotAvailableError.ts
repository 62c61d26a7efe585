import type { RouterView } from '../types/RouterView.ts'
import { VIEW_FEATURES, type ViewAvailability, type ViewFeature } from '../utils/getViewAvailability.ts'
import { BaseError } from './BaseError.ts'
import { formatMessage, InternalMessages } from './messages.ts'

export interface ViewNotAvailableErrorParameters {
  view: RouterView
  /** Why: the view is not built in this version, or its feature is off or served by nothing. */
  reason: Exclude<ViewAvailability, 'available'>
}

const FEATURE_NAMES: Record<ViewFeature, string> = {
  embeddedWallet: 'the embedded (email/social) wallet, which no adapter provides',
  onramp: 'on-ramp (`features.onramp`), which is off or not built',
  swaps: 'swaps (`features.swaps`), which are off or not provided by any adapter',
  names: 'names, which no adapter provides',
}

/**
 * `open({ view })`, `redirect(view)` or a navigation asked for a view that cannot show: not built in this version
 * (`reason: 'notBuilt'`), or belonging to a feature that is off or that nothing serves (`'featureUnavailable'`).
 * Thrown instead of showing an empty panel; `view` names it.
 *
 * @example await appKit.open({ view: 'Swap' }).catch((error) => error instanceof ViewNotAvailableError)
 */
export class ViewNotAvailableError extends BaseError {
  override name = 'ViewNotAvailableError'
  readonly view: RouterView
  readonly reason: ViewNotAvailableErrorParameters['reason']

  constructor({ view, reason }: ViewNotAvailableErrorParameters) {
    const feature = VIEW_FEATURES[view]
    super(formatMessage(InternalMessages.viewNotAvailable, { view }), {
      metaMessages: [
        reason === 'notBuilt'
          ? `The modal of this version has no ${view} view.`
          : `${view} needs ${feature ? FEATURE_NAMES[feature] : 'a feature that is not available'}.`,
      ],
    })
    this.view = view
    this.reason = reason
  }
}
