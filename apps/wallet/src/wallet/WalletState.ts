import type { ProposalView } from './ProposalView.ts'
import type { RequestView } from './RequestView.ts'
import type { SessionView } from './SessionView.ts'
import type { SolanaBalance } from './SolanaBalance.ts'
import type { WalletNotice } from './WalletNotice.ts'

/** Everything the wallet page renders. Replaced, never mutated, on every change. */
export interface WalletState {
  addresses: `0x${string}`[]
  /** The held Solana accounts (base58), in derivation order. */
  solanaAddresses: string[]
  /** Their SOL balances on each configured Solana chain (empty until first read). */
  solanaBalances: SolanaBalance[]
  proposals: ProposalView[]
  requests: RequestView[]
  sessions: SessionView[]
  /**
   * Keys of actions under way (`pair`, `proposal:ID`, `request:ID`, `session:TOPIC`, `balances`): their buttons
   * wait.
   */
  busy: string[]
  /** The latest event; `seq` grows so the same event twice is announced twice. */
  notice: ({ seq: number } & WalletNotice) | undefined
  /** The latest failure, as a message for the page's alert. */
  error: { seq: number; message: string } | undefined
}
