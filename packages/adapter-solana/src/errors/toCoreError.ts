import {
  AdapterRequestFailedError,
  BaseError,
  ConnectionFailedError,
  RequestPendingError,
  UserRejectedRequestError,
  WalletErrorCodes,
} from '@org/appkit-core'
import { SolanaSendFailedError } from './SolanaSendFailedError.ts'

/** What the failed call was: it decides the class of a failure that is not the visitor's answer. */
export type SolanaRequestKind =
  | { kind: 'connect'; connectorId: string }
  | { kind: 'request' }
  | { kind: 'send' }

const REJECTION_CODES: ReadonlySet<number> = new Set([
  WalletErrorCodes.userRejectedRequest,
  WalletErrorCodes.userRejected,
])

/**
 * Every error in the chain: `cause` links (standard errors), and `error` links, where `@solana/wallet-adapter-base`
 * keeps what the wallet threw (`new WalletSignMessageError(error.message, error)`).
 */
function errorChain(error: unknown): object[] {
  const chain: object[] = []
  const queue: unknown[] = [error]
  while (queue.length > 0) {
    const current = queue.shift()
    if (current === null || typeof current !== 'object' || chain.includes(current)) continue
    chain.push(current)
    queue.push((current as { cause?: unknown }).cause, (current as { error?: unknown }).error)
  }
  return chain
}

function codeOf(error: object): number | undefined {
  const code = (error as { code?: unknown }).code
  if (typeof code === 'number') return code
  if (typeof code === 'string' && /^-?\d+$/.test(code)) return Number(code)
  return undefined
}

/**
 * Maps what a Solana wallet (Wallet Standard, wallet adapter, WalletConnect), web3.js or the node threw into the
 * core's errors, once for the whole adapter: a rejection (4001, or WalletConnect's 5000, anywhere in the chain)
 * becomes `UserRejectedRequestError` keeping its code; a request the wallet already shows (-32002 from a wallet,
 * never from the node) `RequestPendingError`; anything else `ConnectionFailedError` for a connect,
 * `SolanaSendFailedError` ('Failed to send transaction. Please try again.') for a send, and
 * `AdapterRequestFailedError` for the rest, with the original as the cause. By code and class, never by text.
 *
 * @example
 * try { await feature.signMessage(input) } catch (error) { throw toCoreError(error, { kind: 'request' }) }
 */
export function toCoreError(error: unknown, request: SolanaRequestKind): BaseError {
  if (error instanceof BaseError) return error
  const codes = errorChain(error).flatMap((link) => {
    const code = codeOf(link)
    return code === undefined ? [] : [code]
  })
  const rejection = codes.find((code) => REJECTION_CODES.has(code))
  if (rejection !== undefined) return new UserRejectedRequestError({ cause: error, code: rejection })
  // A node answers -32002 for a failed preflight: only a wallet's -32002 (a connect or signature prompt) is pending.
  if (request.kind !== 'send' && codes.includes(WalletErrorCodes.requestPending)) {
    return new RequestPendingError({
      cause: error,
      ...(request.kind === 'connect' ? { connectorId: request.connectorId, namespace: 'solana' } : {}),
    })
  }
  if (request.kind === 'connect') {
    return new ConnectionFailedError({ connectorId: request.connectorId, namespace: 'solana', cause: error })
  }
  if (request.kind === 'send') return new SolanaSendFailedError({ cause: error })
  return new AdapterRequestFailedError({ cause: error })
}
