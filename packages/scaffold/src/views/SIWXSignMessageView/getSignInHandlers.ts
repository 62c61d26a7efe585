import type { RouterData } from '@org/appkit-core/internal'

/** What a sign-in view is handed through the router data until the SIWX controller exists. */
export interface SignInHandlers {
  /** Asks the wallet to sign the sign-in message; rejects when the visitor declines or signing fails. */
  onSign?: () => Promise<unknown>
  /** The visitor gave up signing in. */
  onCancel?: () => unknown
}

/** The sign-in handlers in `data`, keeping only functions (router data is untyped beyond its named fields). */
export function getSignInHandlers(data: RouterData | undefined): SignInHandlers {
  const handlers: SignInHandlers = {}
  if (typeof data?.onSign === 'function') handlers.onSign = data.onSign as () => Promise<unknown>
  if (typeof data?.onCancel === 'function') handlers.onCancel = data.onCancel as () => unknown
  return handlers
}
