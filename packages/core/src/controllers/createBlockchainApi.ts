import { createBlockchainApiClient } from '../api/createBlockchainApiClient.ts'
import type { Fetcher } from '../api/createFetcher.ts'
import {
  type BlockchainApiController,
  type BlockchainApiControllerDeps,
  createBlockchainApiController,
} from './BlockchainApiController.ts'

export interface CreateBlockchainApiParameters extends Omit<BlockchainApiControllerDeps, 'client'> {
  /** A fetcher for the Blockchain API base URL. */
  fetcher: Fetcher
}

/**
 * The Blockchain API client and its controller over one fetcher, built together: the module `createCore` loads
 * on the first call to `core.blockchainApi` (see createBlockchainApiFacade).
 *
 * @example const blockchainApi = createBlockchainApi({ fetcher, state, showError, now: Date.now })
 */
export function createBlockchainApi({
  fetcher,
  ...deps
}: CreateBlockchainApiParameters): BlockchainApiController {
  return createBlockchainApiController({ ...deps, client: createBlockchainApiClient({ fetcher }) })
}
