import type { RouterView } from '../types/RouterView.ts'
import { VIEW_FEATURES, type ViewAvailability } from '../utils/getViewAvailability.ts'
import { BaseError } from './BaseError.ts'
import { formatMessage, InternalMessages } from './messages.ts'

export interface ViewNotAvailableErrorParameters {
  view: RouterView
  /** Why: the view is not built in this version, or its feature is off or served by nothing. */
  reason: Exclude<ViewAvailability, 'available'>
}

/**
 * `open({ view })`, `redirect(view)` or a navigation asked for a view that cannot show: not built in this version
 * (`reason: 'notBuilt'`), or belonging to a feature that is off or that nothing serves (`'featureUnavailable'`).
 * Thrown instead of showing an empty panel; `view` names it.
 *
 * @example await appKit.open({ view: 'Swap' }).catch((error) => error instanceof ViewNotAvailableError)
 */
export class ViewNotAvailableError extends BaseError {
  static override docsPath = 'README.md#viewnotavailableerror'
  override name = 'ViewNotAvailableError'
  readonly view: RouterView
  readonly reason: ViewNotAvailableErrorParameters['reason']

  constructor({ view, reason }: ViewNotAvailableErrorParameters) {
    super(formatMessage(InternalMessages.viewNotAvailable, { view }), {
      metaMessages: [
        reason === 'notBuilt'
          ? `The modal of this version has no ${view} view.`
          : `${view} belongs to the ${VIEW_FEATURES[view]} feature, which is off or that no adapter provides.`,
      ],
    })
    this.view = view
    this.reason = reason
  }
}
