import type { SendTokenBalance } from '@org/appkit-core/internal'
import { storyImages, storyTokens } from './accountFixtures.ts'
import { createSendStoryCore, type SendStoryOptions } from './createSendStoryCore.ts'
import { type SendStoryApiOptions, STORY_RECEIVER, storyReceiverProfile } from './sendFixtures.ts'

const [ETH, USDC] = storyTokens as [SendTokenBalance, SendTokenBalance]

/** The fake API of the send form's stories: the account's tokens, the name alice.reown.id, the receiver's identity. */
export const sendFormStoryApi = {
  balances: storyTokens,
  names: { 'alice.reown.id': storyReceiverProfile },
  identities: { [STORY_RECEIVER]: { name: 'alice.eth', avatar: storyImages.profile } },
} satisfies SendStoryApiOptions

/** The form as filled so far in the states both the Send view and the form itself show. */
const sendFormStates = {
  /** Nothing filled: the native token is preselected once the tokens load. */
  empty: {},
  /** ETH and an amount within the balance: the receiver comes next. */
  amountTyped: { token: ETH, amount: '0.1' },
  /** Ready to preview: amount, token, and an address receiver with its profile. */
  filled: {
    token: ETH,
    amount: '0.5',
    receiver: STORY_RECEIVER,
    receiverName: 'alice.eth',
    receiverImage: storyImages.profile,
  },
  /** More than the balance. */
  insufficientFunds: { token: ETH, amount: '5', receiver: STORY_RECEIVER },
  /** USDC chosen, nothing typed: Max has a balance with six decimals to fill in. */
  usdcChosen: { token: USDC },
  /** A long token symbol and a huge balance. */
  longValues: {
    token: { ...USDC, symbol: 'LONGSYMBOLTOKEN', quantity: { decimals: '18', numeric: '82304526.0801' } },
    amount: '82304526.0801',
  },
} satisfies Record<string, NonNullable<SendStoryOptions['send']>>

export type SendFormStoryState = keyof typeof sendFormStates

/**
 * A connected story wallet whose send form is in `state`, the fake API answering `sendFormStoryApi`: the core
 * behind the Send view's stories and its form's. `options` add to it (e.g. `dark`, presets in `route`); their
 * `send` fields win over the state's.
 *
 * @example loaders: [async () => ({ core: await createSendFormStoryCore('filled', { dark: true }) })]
 */
export function createSendFormStoryCore(state: SendFormStoryState = 'empty', options: SendStoryOptions = {}) {
  return createSendStoryCore({
    api: sendFormStoryApi,
    ...options,
    send: { ...sendFormStates[state], ...options.send },
  })
}
