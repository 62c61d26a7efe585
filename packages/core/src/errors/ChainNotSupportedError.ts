import { BaseError } from './BaseError.ts'
import { InternalMessages } from './messages.ts'

export interface ChainNotSupportedErrorParameters {
  /** The network's CAIP id (`eip155:1`) or, when the network has none, its namespace. */
  network: string
  /** What was expected, e.g. 'Network solana:… is not a eip155 network.' */
  reason?: string
}

/**
 * A network of a namespace the product or the receiving adapter does not support (spec §8: 'Chain is not
 * supported'): a network with an unknown `chainNamespace`, or `addNetwork('eip155', solanaNetwork)`.
 */
export class ChainNotSupportedError extends BaseError {
  static override docsPath = 'README.md#chainnotsupportederror'
  override name = 'ChainNotSupportedError'
  readonly network: string

  constructor({ network, reason }: ChainNotSupportedErrorParameters) {
    super(InternalMessages.chainNotSupported, {
      metaMessages: [`Network: ${network}`, ...(reason ? [reason] : [])],
    })
    this.network = network
  }
}
