import { proxy } from 'valtio/vanilla'
import type { TokenBalance } from '../api/createAccountApi.ts'
import type { SendValidationError } from '../errors/SendValidationError.ts'
import type { AccountType } from '../types/AccountType.ts'
import { filterZeroDecimalTokens } from '../utils/filterZeroDecimalTokens.ts'
import { isInsufficientGas } from '../utils/isInsufficientGas.ts'

/** A token balance as spec §3 describes it (the Blockchain API's own); `address` is absent for the native token. */
export type SendTokenBalance = TokenBalance

/** The spec §3 "Send state". */
export interface SendControllerState {
  token: SendTokenBalance | undefined
  /** The amount as typed, in token units; a string so large amounts keep every digit. */
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  receiverProfileImage: string | undefined
  /** Gas price in the native token's smallest unit (wei on EVM). */
  gasPrice: bigint | undefined
  gasPriceInUSD: number | undefined
  networkBalanceInUSD: string | undefined
  loading: boolean
  tokenBalances: SendTokenBalance[]
}

export type SendResult =
  | { status: 'success'; hash: string | undefined }
  | { status: 'invalid'; error: SendValidationError }
  | { status: 'error'; error: unknown }
  /** A send is already in flight; nothing was done. */
  | { status: 'busy' }

/** What a submit reads and resets. */
export interface SendForm {
  state: SendControllerState
  reset(): void
}

export interface SendFormDeps {
  getAccountType(): AccountType | undefined
  /** Validates and sends the form (submitSend); the core loads it on the first send. */
  submit(form: SendForm): Promise<SendResult>
}

function initialState(): SendControllerState {
  return {
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
    receiverProfileName: undefined,
    receiverProfileImage: undefined,
    gasPrice: undefined,
    gasPriceInUSD: undefined,
    networkBalanceInUSD: undefined,
    loading: false,
    tokenBalances: [],
  }
}

/**
 * The send form (spec §3 Send state): its state and synchronous setters, which the views call while the user
 * types, and `send()`, handed to `deps.submit`. Apart from the submit so the core can load validation and the
 * send itself on the first send (see SendController for the two together).
 *
 * @example const send = createSendForm({ getAccountType, submit: (form) => submitSend(form, deps) })
 */
export function createSendForm(deps: SendFormDeps) {
  const state = proxy<SendControllerState>(initialState())

  function reset() {
    Object.assign(state, initialState())
  }

  return {
    state,
    setToken(token: SendTokenBalance | undefined) {
      state.token = token
    },
    setTokenAmount(amount: string | undefined) {
      state.sendTokenAmount = amount
    },
    setReceiverAddress(address: string | undefined) {
      state.receiverAddress = address
    },
    setReceiverProfileName(name: string | undefined) {
      state.receiverProfileName = name
    },
    setReceiverProfileImage(imageUrl: string | undefined) {
      state.receiverProfileImage = imageUrl
    },
    setGasPrice(gasPrice: bigint | undefined) {
      state.gasPrice = gasPrice
    },
    setGasPriceInUSD(gasPriceInUSD: number | undefined) {
      state.gasPriceInUSD = gasPriceInUSD
    },
    setNetworkBalanceInUSD(networkBalanceInUSD: string | undefined) {
      state.networkBalanceInUSD = networkBalanceInUSD
    },
    setLoading(loading: boolean) {
      state.loading = loading
    },
    /** Stores the sendable tokens; tokens with 0 decimals are dropped (spec §5). */
    setTokenBalances(tokenBalances: readonly SendTokenBalance[]) {
      state.tokenBalances = filterZeroDecimalTokens(tokenBalances)
    },
    /** Whether the network fee cannot be paid (spec §5); smart accounts are never flagged. */
    hasInsufficientGas(): boolean {
      return isInsufficientGas({
        networkBalanceInUSD: state.networkBalanceInUSD,
        gasPriceInUSD: state.gasPriceInUSD,
        accountType: deps.getAccountType(),
      })
    },
    reset,
    /** Validates, sends through the adapter, tracks and toasts; see submitSend. */
    send(): Promise<SendResult> {
      return deps.submit({ state, reset })
    },
  }
}
