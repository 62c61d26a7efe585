import { BaseError } from '../errors/BaseError.ts'
import { ToastMessages } from '../errors/messages.ts'
import { NetworkNotFoundError } from '../errors/NetworkNotFoundError.ts'
import type { AccountType } from '../types/AccountType.ts'
import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.ts'
import { getSendValidationError } from '../utils/getSendValidationError.ts'
import { isCaipAddress, parseCaipAddress } from '../utils/parseCaipAddress.ts'
import type { SendForm, SendResult, SendTokenBalance } from './createSendForm.ts'

export type SendEventName = 'SEND_INITIATED' | 'SEND_SUCCESS' | 'SEND_ERROR'

export interface SendEventProperties {
  isSmartAccount: boolean
  /** The token symbol. */
  token: string
  amount: string
  network: CaipNetworkId
  hash?: string
  message?: string
}

/** What the composition root hands to the adapter of `chainNamespace` (native send or token transfer). */
export interface SendTransactionRequest {
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  to: string
  /** In token units, e.g. '0.5'; the adapter converts with the token's decimals. */
  amount: string
  /**
   * Undefined only for a native send on a namespace whose adapter knows its own decimals. Its `address` is the
   * token contract's plain address: the CAIP-10 id the Blockchain API gives (`eip155:1:0xabc`) is unwrapped, as
   * adapters take plain addresses.
   */
  token: SendTokenBalance | undefined
  gasPrice: bigint | undefined
}

export interface SendControllerDeps {
  /** The sender's active network, or undefined when none is set. */
  getActiveNetwork(): { chainNamespace: ChainNamespace; caipNetworkId: CaipNetworkId } | undefined
  getAccountType(): AccountType | undefined
  /** Sends through the adapter; resolves with the transaction hash when the wallet returns one. */
  sendTransaction(request: SendTransactionRequest): Promise<string | undefined>
  trackEvent(event: SendEventName, properties: SendEventProperties): void
  showSuccess(message: string): void
  showError(message: string): void
}

/**
 * Submits the send form (spec §4, §5, §8): validates, sends through the adapter, reports SEND_INITIATED /
 * SEND_SUCCESS / SEND_ERROR, toasts, and resets the form after a successful send. A send already in flight
 * answers `busy`.
 *
 * @example const result = await submitSend({ state, reset }, deps)
 */
export async function submitSend({ state, reset }: SendForm, deps: SendControllerDeps): Promise<SendResult> {
  if (state.loading) return { status: 'busy' }
  const network = deps.getActiveNetwork()
  if (!network) {
    deps.showError(ToastMessages.somethingWentWrong)
    return { status: 'error', error: new NetworkNotFoundError(undefined) }
  }
  const { chainNamespace, caipNetworkId } = network
  const invalid = getSendValidationError({ chainNamespace, ...state })
  if (invalid) {
    deps.showError(invalid.shortMessage)
    return { status: 'invalid', error: invalid }
  }

  const request: SendTransactionRequest = {
    chainNamespace,
    caipNetworkId,
    // Validation guarantees both are present.
    to: (state.receiverAddress ?? '').trim(),
    amount: (state.sendTokenAmount ?? '').trim(),
    token: state.token ? toRequestToken(state.token) : undefined,
    gasPrice: state.gasPrice,
  }
  const properties: SendEventProperties = {
    isSmartAccount: deps.getAccountType() === 'smartAccount',
    token: request.token?.symbol ?? '',
    amount: request.amount,
    network: caipNetworkId,
  }

  state.loading = true
  deps.trackEvent('SEND_INITIATED', properties)
  try {
    const hash = await deps.sendTransaction(request)
    // Started, not done: the wallet accepted and broadcast it; a declined or failed send never shows this.
    deps.showSuccess(ToastMessages.transactionStarted)
    deps.trackEvent('SEND_SUCCESS', hash === undefined ? properties : { ...properties, hash })
    reset()
    return { status: 'success', hash }
  } catch (error) {
    state.loading = false
    deps.trackEvent('SEND_ERROR', { ...properties, message: errorMessage(error) })
    deps.showError(
      chainNamespace === 'solana' ? ToastMessages.solanaSendFailed : ToastMessages.somethingWentWrong,
    )
    return { status: 'error', error }
  }
}

function toRequestToken(token: SendTokenBalance): SendTokenBalance {
  const copy = { ...token, quantity: { ...token.quantity } }
  // A CAIP-10 id is unwrapped; anything else is already a plain address.
  return token.address !== undefined && isCaipAddress(token.address)
    ? { ...copy, address: parseCaipAddress(token.address).address }
    : copy
}

function errorMessage(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  if (error instanceof Error) return error.message
  return String(error)
}
