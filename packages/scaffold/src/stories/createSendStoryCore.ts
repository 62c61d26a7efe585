import { type AccountStoryOptions, createAccountStoryCore } from './createAccountStoryCore.ts'
import { fillStorySend, type StoryRoute, type StorySendForm } from './fillStorySend.ts'

export interface SendStoryOptions extends AccountStoryOptions {
  /** The send form as filled so far. */
  send?: StorySendForm
  /** The view the router shows, with its data (e.g. `open()` presets for WalletSend). */
  route?: StoryRoute
}

/**
 * A connected story wallet with the send form filled as `send` says, on the router view `route`: the core behind
 * the send and receive stories and view tests.
 */
export async function createSendStoryCore({ send = {}, route, ...options }: SendStoryOptions = {}) {
  const core = await createAccountStoryCore(options)
  fillStorySend(core, send, route)
  return core
}
