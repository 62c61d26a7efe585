/** A Solana session request the user approves or rejects, decoded for display and for signing. */
export type DecodedSolanaRequest =
  | { method: 'solana_signMessage'; pubkey: string; message: SolanaMessage }
  | {
      method: 'solana_signTransaction'
      /** The signer the dApp names, if it does; the wallet signs as the fee payer, which must be this account. */
      pubkey: string | undefined
      transaction: DecodedSolanaTransaction
    }
  | {
      method: 'solana_signAndSendTransaction'
      pubkey: string | undefined
      transaction: DecodedSolanaTransaction
      sendOptions: SolanaSendOptions
    }
  | { method: 'solana_signAllTransactions'; transactions: DecodedSolanaTransaction[] }

/** What `solana_signMessage` signs: the bytes, and the text when they are readable UTF-8. */
export interface SolanaMessage {
  bytes: Uint8Array
  /** Undefined for binary data (show the bytes as hex then). */
  text: string | undefined
}

/** The `sendOptions` of `solana_signAndSendTransaction`, as web3.js's `sendRawTransaction` takes them. */
export interface SolanaSendOptions {
  skipPreflight?: boolean
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized'
  maxRetries?: number
  minContextSlot?: number
}

/** A serialized transaction (legacy or v0) read for the card; `wire` is what gets signed. */
export interface DecodedSolanaTransaction {
  /** The bytes the dApp sent (its partial signatures included). */
  wire: Uint8Array
  version: 'legacy' | 0
  /** Pays the fee and signs first: account 0. */
  feePayer: string
  /** Every account whose signature the transaction requires, the fee payer first. */
  signers: string[]
  recentBlockhash: string
  instructions: DecodedSolanaInstruction[]
  /** The address lookup tables a v0 transaction loads more accounts from (those accounts are not resolved). */
  lookupTables: string[]
}

/**
 * One instruction, decoded when the wallet knows its program and layout; `unknown` otherwise (its program id and
 * raw data). Accounts loaded from an address lookup table are `null`: the wallet does not fetch the tables.
 */
export type DecodedSolanaInstruction =
  | { kind: 'solTransfer'; from: string; to: string; lamports: bigint }
  | {
      kind: 'splTransfer'
      /** The SPL Token or Token-2022 program. */
      programId: string
      /** The sender's and receiver's token accounts. */
      source: string
      destination: string
      /** Signs for the source: the sender's wallet. */
      authority: string
      /** In the token's base units. */
      amount: bigint
      /** Known from TransferChecked only. */
      mint: string | undefined
      decimals: number | undefined
      /** The receiver's wallet, when the transaction itself creates its associated token account. */
      receiver: string | undefined
    }
  | {
      kind: 'createTokenAccount'
      payer: string
      account: string
      owner: string
      mint: string
      idempotent: boolean
    }
  | { kind: 'setComputeUnitLimit'; units: number }
  | { kind: 'setComputeUnitPrice'; microLamports: bigint }
  | { kind: 'memo'; text: string }
  | { kind: 'unknown'; programId: string; accounts: (string | null)[]; data: Uint8Array }
