import type { RouterData, RouterView, SendTokenBalance } from '@org/appkit-core/internal'
import { type AccountStoryOptions, createAccountStoryCore } from './createAccountStoryCore.ts'

export interface SendStoryOptions extends AccountStoryOptions {
  /** The send form as filled so far. */
  send?: {
    token?: SendTokenBalance
    amount?: string
    receiver?: string
    receiverName?: string
    receiverImage?: string
    /** The token list the form loaded (the preview reads the native token's USD value from it). */
    tokenBalances?: readonly SendTokenBalance[]
  }
  /** The view the router shows, with its data (e.g. `open()` presets for WalletSend). */
  route?: { view: RouterView; data?: RouterData }
}

/**
 * A connected story wallet with the send form filled as `send` says, on the router view `route`: the core behind
 * the send and receive stories and view tests.
 */
export async function createSendStoryCore({ send = {}, route, ...options }: SendStoryOptions = {}) {
  const core = await createAccountStoryCore(options)
  if (send.tokenBalances) core.send.setTokenBalances(send.tokenBalances)
  if (send.token) core.send.setToken(send.token)
  if (send.amount) core.send.setTokenAmount(send.amount)
  if (send.receiver) core.send.setReceiverAddress(send.receiver)
  if (send.receiverName) core.send.setReceiverProfileName(send.receiverName)
  if (send.receiverImage) core.send.setReceiverProfileImage(send.receiverImage)
  if (route) core.router.reset(route.view, route.data)
  return core
}
