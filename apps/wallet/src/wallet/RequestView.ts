import type { DecodedRequest } from '../requests/DecodedRequest.ts'
import type { DappView } from './DappView.ts'

/** A session request waiting for the user, decoded. */
export interface RequestView {
  id: number
  topic: string
  /** The CAIP-2 chain the dApp addressed the request to. */
  chainId: string
  dapp: DappView
  request: DecodedRequest
}
