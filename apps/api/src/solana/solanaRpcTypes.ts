// The parts of Solana JSON-RPC answers this server reads. Every field is read defensively (see the readers), since
// a node of another version may leave some out.

/** `{ context, value }` answers (getBalance, getTokenAccountsByOwner, getSignatureStatuses). */
export interface RpcWithContext<T> {
  context: { slot: number }
  value: T
}

/** One entry of `getSignaturesForAddress`, newest first. */
export interface RpcSignatureInfo {
  signature: string
  slot: number
  err: unknown
  blockTime?: number | null
}

/** One account of `getTokenAccountsByOwner` with `encoding: 'jsonParsed'`. */
export interface RpcTokenAccount {
  pubkey: string
  account: {
    data:
      | {
          program?: string
          parsed?: {
            type?: string
            info?: { mint?: string; owner?: string; tokenAmount?: { amount?: string; decimals?: number } }
          }
        }
      | unknown[]
  }
}

/** An entry of a transaction's `preTokenBalances` / `postTokenBalances`. */
export interface RpcTokenBalance {
  accountIndex: number
  mint: string
  owner?: string
  uiTokenAmount?: { amount?: string; decimals?: number }
}

/** An instruction of a `jsonParsed` transaction: parsed (`program`, `parsed`) for the programs the node knows. */
export interface RpcInstruction {
  program?: string
  programId: string
  parsed?: { type?: string; info?: Record<string, unknown> } | string
  accounts?: string[]
  data?: string
}

/** `getTransaction` with `encoding: 'jsonParsed'`. */
export interface RpcParsedTransaction {
  slot: number
  blockTime?: number | null
  meta: {
    err: unknown
    preBalances?: unknown[]
    postBalances?: unknown[]
    preTokenBalances?: RpcTokenBalance[] | null
    postTokenBalances?: RpcTokenBalance[] | null
    innerInstructions?: { index: number; instructions: RpcInstruction[] }[] | null
  } | null
  transaction: {
    signatures: string[]
    message: {
      accountKeys: ({ pubkey: string; signer?: boolean; writable?: boolean } | string)[]
      instructions: RpcInstruction[]
    }
  }
}
