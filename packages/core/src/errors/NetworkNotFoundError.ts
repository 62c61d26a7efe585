import { BaseError } from './BaseError.ts'
import { InternalMessages } from './messages.ts'

export type NetworkNotFoundMessage =
  | typeof InternalMessages.networkNotFound
  | typeof InternalMessages.networkWithIdNotFound

/**
 * A network id matches no configured network (spec §8). Lookups use 'Network not found'; operations on a
 * namespace's list by id (e.g. removing a network) use 'Network with ID not found'.
 */
export class NetworkNotFoundError extends BaseError {
  static override docsPath = 'README.md#networknotfounderror'
  override name = 'NetworkNotFoundError'
  /** Undefined when no network was selected at all (e.g. a send with no active network). */
  readonly networkId: string | undefined

  constructor(
    networkId: string | number | undefined,
    shortMessage: NetworkNotFoundMessage = InternalMessages.networkNotFound,
  ) {
    super(shortMessage, {
      metaMessages: [networkId === undefined ? 'No network is active.' : `Network: ${networkId}`],
    })
    this.networkId = networkId === undefined ? undefined : String(networkId)
  }
}
