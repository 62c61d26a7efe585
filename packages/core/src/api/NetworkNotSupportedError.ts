import { BaseError } from '../errors/BaseError.ts'
import { ApiMessages } from '../errors/messages.ts'
import type { CaipNetworkId } from '../types/ChainNamespace.ts'

/** Which Blockchain API feature the network lacks; each has the spec's exact message (spec §8). */
export type NetworkNotSupportedFeature = 'gasPrice' | 'swaps'

/** A gas-price, swap-build or approve-build call for a network the Blockchain API does not list (spec §8). */
export class NetworkNotSupportedError extends BaseError {
  static override docsPath = 'README.md#networknotsupportederror'
  override name = 'NetworkNotSupportedError'
  readonly feature: NetworkNotSupportedFeature
  readonly caipNetworkId: CaipNetworkId

  constructor(feature: NetworkNotSupportedFeature, caipNetworkId: CaipNetworkId) {
    super(feature === 'gasPrice' ? ApiMessages.gasPriceUnsupported : ApiMessages.swapsUnsupported, {
      metaMessages: [`Network: ${caipNetworkId}`],
    })
    this.feature = feature
    this.caipNetworkId = caipNetworkId
  }
}
