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
  override name = 'NetworkNotFoundError'
  readonly networkId: string

  constructor(
    networkId: string | number,
    shortMessage: NetworkNotFoundMessage = InternalMessages.networkNotFound,
  ) {
    super(shortMessage, { metaMessages: [`Network: ${networkId}`] })
    this.networkId = String(networkId)
  }
}
