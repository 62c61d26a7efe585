import { createSolanaStoryCore, type SolanaStoryOptions } from './createSolanaStoryCore.ts'
import { fillStorySend, type StoryRoute, type StorySendForm } from './fillStorySend.ts'

/** What a SOL transfer costs on the devnet: one signature. */
export const STORY_SOLANA_FEE = 5000n

/** The rent of the token account a token send creates for a receiver without one (165 bytes). */
export const STORY_TOKEN_ACCOUNT_RENT = 2_039_280n

export interface SolanaSendStoryOptions extends SolanaStoryOptions {
  send?: StorySendForm
  route?: StoryRoute
  /** What the story wallet does when asked to send. @default 'approves' */
  wallet?: 'approves' | 'fails' | 'waits'
  /** Whether the receiver holds a token account already; without one a token send pays its rent. @default true */
  receiverHasTokenAccount?: boolean
}

/**
 * A Solana wallet on the local devnet with the send form filled as `send` says, on `route`, whose adapter estimates
 * fees as the Solana adapter does (5000 lamports, plus the rent of the receiver's token account when the send
 * creates it) and answers sends as `wallet` says: the core behind the Solana send and preview stories.
 *
 * @example loaders: [async () => ({ core: await createSolanaSendStoryCore({ wallet: 'fails' }) })]
 */
export async function createSolanaSendStoryCore({
  send,
  route,
  wallet = 'approves',
  receiverHasTokenAccount = true,
  adapter: wrapAdapter,
  ...options
}: SolanaSendStoryOptions = {}) {
  const core = await createSolanaStoryCore({
    ...options,
    adapter: (adapter) => {
      const answer = () =>
        wallet === 'waits'
          ? new Promise<never>(() => undefined)
          : wallet === 'fails'
            ? Promise.reject(new Error('Transaction simulation failed: Blockhash not found'))
            : Promise.resolve({ hash: '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3' })
      const answering = {
        ...adapter,
        sendNative: answer,
        sendToken: answer,
        estimateSendFee: async ({ token }: { token?: unknown }) => ({
          fee:
            token && !receiverHasTokenAccount
              ? STORY_SOLANA_FEE + STORY_TOKEN_ACCOUNT_RENT
              : STORY_SOLANA_FEE,
        }),
      }
      return wrapAdapter ? wrapAdapter(answering) : answering
    },
  })
  fillStorySend(core, send, route)
  return core
}
