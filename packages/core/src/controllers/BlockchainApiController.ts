import type { Identity, TokenBalance } from '../api/createAccountApi.ts'
import type { BlockchainApiClient, SupportedChains } from '../api/createBlockchainApiClient.ts'
import { BALANCE_RETRY_COOLDOWN_MS } from '../constants/limits.ts'
import { ToastMessages } from '../errors/messages.ts'
import type { CaipNetworkId } from '../types/ChainNamespace.ts'
import { filterZeroDecimalTokens } from '../utils/filterZeroDecimalTokens.ts'
import { type BlockchainApiControllerState, createBlockchainApiState } from './createBlockchainApiState.ts'

export type { BalanceStatus, BlockchainApiControllerState } from './createBlockchainApiState.ts'

export interface BlockchainApiControllerDeps {
  client: BlockchainApiClient
  /** The state to fill; a fresh one by default (the core creates it before this controller's code loads). */
  state?: BlockchainApiControllerState
  /** Shows an error toast (the Snack controller). */
  showError(message: string): void
  /** Current time in ms. */
  now(): number
}

/**
 * - `success`: `balances` are the fetched tokens.
 * - `unsupported`: the network is not served; the 'Token Balance Unavailable' toast was shown.
 * - `error`: the call failed; retries of the same address and network are blocked for 30 s.
 * - `cooldown`: blocked by an earlier failure; no request was made.
 */
export type TokenBalanceFetchResult =
  | { status: 'success' | 'unsupported' | 'cooldown'; balances: TokenBalance[] }
  | { status: 'error'; balances: TokenBalance[]; error: unknown }

export interface FetchTokenBalanceOptions {
  /** CAIP-10 token contracts to re-read now. */
  forceUpdate?: readonly string[]
}

/**
 * The Blockchain API as the rest of the core uses it (spec §4, §7, §8): the supported-chains list (fetched once),
 * token balances with the 30 s retry cooldown after a failure and the 'Token Balance Unavailable' toast on
 * unsupported networks, identity lookup, and every other client call as is.
 */
export function createBlockchainApiController(deps: BlockchainApiControllerDeps) {
  const { client } = deps
  const state = deps.state ?? createBlockchainApiState()
  /** When the last failed balance fetch happened, per `caipNetworkId:address`. */
  const balanceFailures = new Map<string, number>()

  /** Loads the supported-chains list (once; the client keeps it) into state. */
  async function loadSupportedChains(): Promise<SupportedChains> {
    const chains = await client.getSupportedChains()
    state.supportedChains = { http: [...chains.http], ws: [...chains.ws] }
    state.supportedChainsLoaded = chains.http.length > 0
    return chains
  }

  async function isNetworkSupported(caipNetworkId: CaipNetworkId): Promise<boolean> {
    await loadSupportedChains()
    return state.supportedChains.http.includes(caipNetworkId)
  }

  async function fetchTokenBalance(
    address: string,
    caipNetworkId: CaipNetworkId,
    { forceUpdate }: FetchTokenBalanceOptions = {},
  ): Promise<TokenBalanceFetchResult> {
    const key = `${caipNetworkId}:${address}`
    const failedAt = balanceFailures.get(key)
    if (failedAt !== undefined && deps.now() - failedAt < BALANCE_RETRY_COOLDOWN_MS) {
      return { status: 'cooldown', balances: [] }
    }
    state.balanceStatus = 'loading'
    try {
      const { balances, unsupportedNetwork } = await client.getBalance({
        address,
        caipNetworkId,
        forceUpdate,
      })
      balanceFailures.delete(key)
      if (unsupportedNetwork) {
        state.tokenBalance = []
        state.balanceStatus = 'unsupported'
        deps.showError(ToastMessages.tokenBalanceUnavailable)
        return { status: 'unsupported', balances: [] }
      }
      const tokens = filterZeroDecimalTokens(balances)
      state.tokenBalance = tokens
      state.balanceStatus = 'success'
      return { status: 'success', balances: tokens }
    } catch (error) {
      balanceFailures.set(key, deps.now())
      state.balanceStatus = 'error'
      return { status: 'error', balances: [], error }
    }
  }

  /** Name and avatar of an address; a failed lookup reads as no identity. */
  async function fetchIdentity(
    parameters: Parameters<BlockchainApiClient['fetchIdentity']>[0],
  ): Promise<Identity> {
    try {
      return await client.fetchIdentity(parameters)
    } catch {
      return { name: null, avatar: null }
    }
  }

  return {
    ...client,
    state,
    loadSupportedChains,
    isNetworkSupported,
    fetchTokenBalance,
    fetchIdentity,
  }
}

export type BlockchainApiController = ReturnType<typeof createBlockchainApiController>
