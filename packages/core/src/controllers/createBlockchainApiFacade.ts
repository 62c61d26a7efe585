import { createLazyMethods } from '../utils/createLazyMethods.ts'
import { createLoader } from '../utils/createLoader.ts'
import type { BlockchainApiController } from './BlockchainApiController.ts'
import { type BlockchainApiControllerState, createBlockchainApiState } from './createBlockchainApiState.ts'

/**
 * Every method of the Blockchain API controller (its client's calls and its own), all async. Typed against the
 * controller: a name missing here fails the facade's return type, a name too many fails this list.
 */
const BLOCKCHAIN_API_METHODS = [
  'getSupportedChains',
  'isNetworkSupported',
  'loadSupportedChains',
  'fetchTokenBalance',
  'fetchIdentity',
  'fetchTransactions',
  'getBalance',
  'fetchSwapTokens',
  'fetchSwapQuote',
  'fetchTokenPrice',
  'fetchSwapAllowance',
  'fetchGasPrice',
  'generateSwapCalldata',
  'generateApproveCalldata',
  'lookupName',
  'reverseLookupName',
  'getNameSuggestions',
  'registerName',
  'generateOnRampUrl',
  'getOnrampOptions',
  'getOnrampQuote',
  'getSmartSessions',
  'revokeSmartSession',
] as const satisfies readonly (keyof BlockchainApiController)[]

/**
 * `core.blockchainApi` before its code is needed: the state exists at once (the UI may subscribe to it), and each
 * method loads the client, its schemas and the controller on the first call (`load`, once per core) and then
 * runs the real one, so results, typed errors, toasts and alerts are the controller's own. Most of this layer
 * only runs once the modal opens or an account is connected, so a page that shows the button does not load it.
 *
 * @example
 * const blockchainApi = createBlockchainApiFacade(async (state) =>
 *   (await import('./createBlockchainApi.ts')).createBlockchainApi({ fetcher, state, showError, now }),
 * )
 */
export function createBlockchainApiFacade(
  load: (state: BlockchainApiControllerState) => Promise<BlockchainApiController>,
): BlockchainApiController {
  const state = createBlockchainApiState()
  const controller = createLoader(() => load(state))
  return { state, ...createLazyMethods(controller.get, BLOCKCHAIN_API_METHODS) }
}
