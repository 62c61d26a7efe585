import type { Core } from '@org/appkit-core'
import type { RouterData, RouterView, SendTokenBalance } from '@org/appkit-core/internal'

/** The send form as a story fills it before it renders. */
export interface StorySendForm {
  token?: SendTokenBalance
  amount?: string
  receiver?: string
  receiverName?: string
  receiverImage?: string
  /** The token list the form loaded (the preview reads the native token's USD value from it). */
  tokenBalances?: readonly SendTokenBalance[]
}

/** The router view a story opens on, with its data (e.g. `open()` presets for WalletSend). */
export interface StoryRoute {
  view: RouterView
  data?: RouterData
}

/**
 * Fills the core's send form as `send` says and shows `route`: what every send story does to a connected core,
 * whichever namespace it is on.
 *
 * @example fillStorySend(core, { token: ETH, amount: '0.5' }, { view: 'WalletSendPreview' })
 */
export function fillStorySend(core: Core, send: StorySendForm = {}, route?: StoryRoute): void {
  if (send.tokenBalances) core.send.setTokenBalances(send.tokenBalances)
  if (send.token) core.send.setToken(send.token)
  if (send.amount) core.send.setTokenAmount(send.amount)
  if (send.receiver) core.send.setReceiverAddress(send.receiver)
  if (send.receiverName) core.send.setReceiverProfileName(send.receiverName)
  if (send.receiverImage) core.send.setReceiverProfileImage(send.receiverImage)
  if (route) core.router.reset(route.view, route.data)
}
