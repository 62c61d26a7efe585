import { BaseError } from './BaseError.ts'
import { InternalMessages } from './messages.ts'

/**
 * An instance method that needs the core (connect, switch network, open the modal's data) ran on a server. The
 * state and its setters work during server rendering; actions belong in effects and event handlers.
 */
export class BrowserOnlyError extends BaseError {
  static override docsPath = 'README.md#browseronlyerror'
  override name = 'BrowserOnlyError'

  constructor(action?: string) {
    super(InternalMessages.browserOnly, {
      metaMessages: [
        ...(action ? [`Action: ${action}`] : []),
        'Run it in the browser: in an effect or an event handler, not while rendering on the server.',
      ],
    })
  }
}
