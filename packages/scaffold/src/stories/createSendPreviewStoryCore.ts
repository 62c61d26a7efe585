import type { SendTokenBalance } from '@org/appkit-core/internal'
import { MOCK_ADDRESSES } from '@org/appkit-testing'
import { storyImages, storyTokens } from './accountFixtures.ts'
import { createSendStoryCore, type SendStoryOptions } from './createSendStoryCore.ts'
import { STORY_RECEIVER } from './sendFixtures.ts'

const [ETH, USDC] = storyTokens as [SendTokenBalance, SendTokenBalance]
/** A native balance worth less than any fee: the insufficient-gas rule's case (spec §5). */
const poorEth: SendTokenBalance = { ...ETH, value: 0.01, quantity: { decimals: '18', numeric: '0.000003' } }
const poorEthSend = { tokenBalances: [poorEth, USDC], token: USDC, amount: '1' }

/** The sends both the preview view and its review part show, on top of the filled one. */
const sendPreviewStates = {
  /** 0.5 ETH to alice.reown.id with its avatar. */
  filled: {},
  /** 25 USDC to an address without a profile. */
  tokenToAddress: { send: { token: USDC, amount: '25', receiverName: undefined, receiverImage: undefined } },
  /** 1 USDC from an account whose ETH is worth less than the fee. */
  insufficientGas: { send: poorEthSend },
  /** The same, from a smart account (never flagged). */
  smartAccount: {
    send: poorEthSend,
    account: { allAccounts: [{ namespace: 'eip155', address: MOCK_ADDRESSES.eip155, type: 'smartAccount' }] },
  },
} satisfies Record<string, SendStoryOptions>

export type SendPreviewStoryState = keyof typeof sendPreviewStates

export interface SendPreviewStoryOptions extends SendStoryOptions {
  /** What the story wallet does when asked to send. @default 'approves' */
  wallet?: 'approves' | 'declines' | 'waits'
}

/**
 * A filled send on the preview in `state` (with the token list the form loaded), the wallet answering as
 * `options.wallet` says: the core behind the send preview's stories, its review part's and the view's tests.
 * `options` add to it; their `send` fields win over the state's, and their `adapter` wraps the answering wallet.
 *
 * @example loaders: [async () => ({ core: await createSendPreviewStoryCore('filled', { wallet: 'declines' }) })]
 */
export function createSendPreviewStoryCore(
  state: SendPreviewStoryState = 'filled',
  { wallet = 'approves', send, adapter: wrapAdapter, ...options }: SendPreviewStoryOptions = {},
) {
  const { send: stateSend, ...stateOptions }: SendStoryOptions = sendPreviewStates[state]
  return createSendStoryCore({
    route: { view: 'WalletSendPreview' },
    send: {
      tokenBalances: storyTokens,
      token: ETH,
      amount: '0.5',
      receiver: STORY_RECEIVER,
      receiverName: 'alice.reown.id',
      receiverImage: storyImages.profile,
      ...stateSend,
      ...send,
    },
    adapter: (adapter) => {
      const answer = () =>
        wallet === 'waits'
          ? new Promise<never>(() => undefined)
          : wallet === 'declines'
            ? Promise.reject(new Error('The wallet declined'))
            : Promise.resolve({ hash: `0x${'ab'.repeat(32)}` })
      const answering = { ...adapter, sendNative: answer, sendToken: answer }
      // A test's own wrapper (recording the calls, say) goes around the answering wallet.
      return wrapAdapter ? wrapAdapter(answering) : answering
    },
    ...stateOptions,
    ...options,
  })
}
