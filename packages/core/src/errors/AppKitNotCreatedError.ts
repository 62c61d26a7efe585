import { BaseError } from './BaseError.ts'
import { InternalMessages } from './messages.ts'

export type AppKitNotCreatedMessage =
  | typeof InternalMessages.networkClientNotSet
  | typeof InternalMessages.connectionClientNotSet

/**
 * A hook or component acted before `createAppKit` ran and outside `<AppKitProvider>` (spec §8: 'NetworkController
 * client not set' for network actions, 'ConnectionController client not set' for the others).
 */
export class AppKitNotCreatedError extends BaseError {
  static override docsPath = 'README.md#appkitnotcreatederror'
  override name = 'AppKitNotCreatedError'
  /** The hook or component that acted, e.g. `useAppKit`. */
  readonly caller: string

  constructor(
    caller: string,
    shortMessage: AppKitNotCreatedMessage = InternalMessages.connectionClientNotSet,
  ) {
    super(shortMessage, {
      metaMessages: [
        `Call createAppKit(...) before using ${caller}, or render inside <AppKitProvider appKit={...}>.`,
      ],
    })
    this.caller = caller
  }
}
