import { type Address, type EncodedAccount, getBase58Decoder } from '@solana/kit'
import type { LiteSVM, TransactionMetadata } from 'litesvm'
import { type DecodedSolanaTransaction, decodeSolanaTransaction } from './decodeSolanaTransaction.ts'
import { describeTransactionError } from './describeTransactionError.ts'
import { type RpcTokenBalance, readTokenBalances } from './readTokenBalances.ts'
import { SolanaRpcError } from './SolanaRpcError.ts'
import { solanaDevnetDefaults } from './solanaDevnetDefaults.ts'
import { solanaProgramIds } from './solanaProgramIds.ts'
import { type RpcTransactionError, toRpcTransactionError } from './toRpcTransactionError.ts'

export interface SolanaInnerInstruction {
  programIdIndex: number
  accounts: number[]
  data: Uint8Array
  stackHeight: number
}

/** What the server keeps of a transaction that landed (succeeded, or failed and paid its fee). */
export interface SolanaTransactionRecord {
  signature: string
  slot: number
  blockTime: number
  wire: Uint8Array
  decoded: DecodedSolanaTransaction
  err: RpcTransactionError | null
  fee: number
  preBalances: number[]
  postBalances: number[]
  preTokenBalances: RpcTokenBalance[]
  postTokenBalances: RpcTokenBalance[]
  logs: string[]
  computeUnitsConsumed: number
  innerInstructions: { index: number; instructions: SolanaInnerInstruction[] }[]
}

export interface SolanaSimulation {
  err: RpcTransactionError | null
  logs: string[]
  unitsConsumed: number
  returnData: { programId: string; data: [string, 'base64'] } | null
  postAccounts: EncodedAccount[]
  replacementBlockhash?: { blockhash: string; lastValidBlockHeight: number }
}

export interface SolanaLedger {
  readonly svm: LiteSVM
  /** The slot of the block being filled (see `SolanaLedgerOptions.blockTimeMs`). */
  readonly slot: number
  readonly blockHeight: number
  readonly transactionCount: number
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number }
  /** Whether a transaction with this blockhash would still land (it was the latest within the last 150 blocks). */
  isBlockhashValid(blockhash: string): boolean
  decode(bytes: Uint8Array): DecodedSolanaTransaction
  /** Runs a signed transaction; throws a `SolanaRpcError` (as a validator's preflight would) unless it lands. */
  send(bytes: Uint8Array, options?: { skipPreflight?: boolean }): string
  simulate(
    bytes: Uint8Array,
    options?: { sigVerify?: boolean; replaceRecentBlockhash?: boolean },
  ): SolanaSimulation
  getTransaction(signature: string): SolanaTransactionRecord | undefined
  /** Signatures of the landed transactions that named `address`, oldest first. */
  getSignatures(address: string): readonly string[]
  /** Called after each landed transaction, once its block is closed. Returns the unsubscribe function. */
  onTransaction(listener: (record: SolanaTransactionRecord) => void): () => void
  /** Called with the slot of each block as it closes. Returns the unsubscribe function. */
  onBlock(listener: (slot: number) => void): () => void
  /** Closes the open block now (the next transaction gets a new blockhash) if it holds transactions. */
  closeBlock(): void
  /** Stops the block timer. */
  close(): void
}

export interface SolanaLedgerOptions {
  /**
   * How long a block holding transactions stays open, in ms: 400 (a validator's slot time) by default; 0 closes
   * it after each transaction. An idle chain makes no blocks, so its latest blockhash stays valid; a busy one
   * makes at most one block per `blockTimeMs`, so 150 blocks take a minute as on a validator and the blockhash
   * web3.js caches for 30 s never expires under it.
   */
  blockTimeMs?: number
}

const base58 = getBase58Decoder()

function toReturnData(meta: TransactionMetadata): SolanaSimulation['returnData'] {
  const returnData = meta.returnData()
  const data = returnData.data()
  if (data.length === 0) return null
  return {
    programId: base58.decode(returnData.programId()),
    data: [Buffer.from(data).toString('base64'), 'base64'],
  }
}

/** Durable-nonce transactions name a nonce, not a blockhash: their first instruction advances the nonce. */
function usesDurableNonce(decoded: DecodedSolanaTransaction): boolean {
  const first = decoded.message.instructions[0]
  if (!first) return false
  const data = first.data
  return (
    decoded.accountKeys[first.programAddressIndex] === solanaProgramIds.system &&
    data !== undefined &&
    data.length >= 4 &&
    new DataView(data.buffer, data.byteOffset, 4).getUint32(0, true) === 4
  )
}

/**
 * LiteSVM behind the bookkeeping of a validator: blocks, a window of valid
 * blockhashes, the transaction history by signature and address, and notifications for subscriptions.
 * LiteSVM's own blockhash check accepts only its latest blockhash, so it is off and this window replaces it.
 */
export function createSolanaLedger(svm: LiteSVM, options: SolanaLedgerOptions = {}): SolanaLedger {
  const blockTimeMs = options.blockTimeMs ?? 400
  let blockTimer: ReturnType<typeof setTimeout> | undefined
  svm.withBlockhashCheck(false)
  let slot = 0
  let blockHeight = 0
  svm.warpToSlot(0n)
  /** Blockhash → the block height at which it was the latest. */
  const recentBlockhashes = new Map<string, number>([[svm.latestBlockhash(), 0]])
  const transactions = new Map<string, SolanaTransactionRecord>()
  const signaturesByAddress = new Map<string, string[]>()
  const listeners = new Set<(record: SolanaTransactionRecord) => void>()
  const blockListeners = new Set<(slot: number) => void>()

  const isBlockhashValid = (blockhash: string) => {
    const height = recentBlockhashes.get(blockhash)
    return height !== undefined && blockHeight <= height + solanaDevnetDefaults.blockhashValidBlocks
  }

  /** The open block's time, fixed by its first landed transaction; until then, now. */
  let openBlockTime: number | undefined
  /** Sets the clock programs read to the time of the block a transaction would land in. */
  const tick = () => {
    const time = openBlockTime ?? Math.floor(Date.now() / 1000)
    const clock = svm.getClock()
    clock.unixTimestamp = BigInt(time)
    svm.setClock(clock)
    return time
  }

  const closeBlock = () => {
    blockTimer = undefined
    openBlockTime = undefined
    const closed = slot
    slot += 1
    blockHeight += 1
    svm.warpToSlot(BigInt(slot))
    svm.expireBlockhash()
    recentBlockhashes.set(svm.latestBlockhash(), blockHeight)
    for (const [blockhash, height] of recentBlockhashes)
      if (blockHeight > height + solanaDevnetDefaults.blockhashValidBlocks)
        recentBlockhashes.delete(blockhash)
    for (const listener of blockListeners) listener(closed)
  }

  const balances = (keys: readonly Address[]) => keys.map((key): bigint => svm.getBalance(key) ?? 0n)

  const preflightError = (err: RpcTransactionError, logs: string[], unitsConsumed: number) =>
    err === 'SignatureFailure'
      ? new SolanaRpcError(-32003, 'Transaction signature verification failure')
      : new SolanaRpcError(-32002, `Transaction simulation failed: ${describeTransactionError(err)}`, {
          err,
          logs,
          accounts: null,
          unitsConsumed,
          returnData: null,
        })

  const ledger: SolanaLedger = {
    svm,
    get slot() {
      return slot
    },
    get blockHeight() {
      return blockHeight
    },
    get transactionCount() {
      return transactions.size
    },
    latestBlockhash() {
      const blockhash = svm.latestBlockhash()
      return {
        blockhash,
        lastValidBlockHeight:
          (recentBlockhashes.get(blockhash) ?? blockHeight) + solanaDevnetDefaults.blockhashValidBlocks,
      }
    },
    isBlockhashValid,
    decode: (bytes) => decodeSolanaTransaction(svm, bytes),

    send(bytes, options = {}) {
      const decoded = decodeSolanaTransaction(svm, bytes)
      if (transactions.has(decoded.signature)) throw preflightError('AlreadyProcessed', [], 0)
      if (!isBlockhashValid(decoded.message.lifetimeToken) && !usesDurableNonce(decoded))
        throw preflightError('BlockhashNotFound', [], 0)
      if (!options.skipPreflight) {
        const simulation = ledger.simulate(bytes, { sigVerify: true })
        if (simulation.err) throw preflightError(simulation.err, simulation.logs, simulation.unitsConsumed)
      }
      const keys = decoded.accountKeys
      const preBalances = balances(keys)
      const preTokenBalances = readTokenBalances(svm, keys)
      const blockTime = tick()
      const result = svm.sendTransaction(decoded.transaction)
      const postBalances = balances(keys)
      const fee =
        preBalances.reduce((sum, value) => sum + value, 0n) -
        postBalances.reduce((sum, value) => sum + value, 0n)
      const failed = 'err' in result
      const meta = failed ? result.meta() : result
      const err = failed ? toRpcTransactionError(result.err()) : null
      // A transaction that fails before it runs (bad signature, unknown payer...) pays nothing and never lands.
      if (err !== null && fee <= 0n)
        throw preflightError(err, meta.logs(), Number(meta.computeUnitsConsumed()))
      const record: SolanaTransactionRecord = {
        signature: decoded.signature,
        slot,
        blockTime,
        wire: bytes,
        decoded,
        err,
        fee: Number(fee),
        preBalances: preBalances.map(Number),
        postBalances: postBalances.map(Number),
        preTokenBalances,
        postTokenBalances: readTokenBalances(svm, keys),
        logs: meta.logs(),
        computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
        innerInstructions: meta
          .innerInstructions()
          .map((instructions, index) => ({
            index,
            instructions: instructions.map((inner) => {
              const instruction = inner.instruction()
              return {
                programIdIndex: instruction.programIdIndex(),
                accounts: [...instruction.accounts()],
                data: instruction.data(),
                stackHeight: inner.stackHeight(),
              }
            }),
          }))
          .filter((entry) => entry.instructions.length > 0),
      }
      openBlockTime = blockTime
      transactions.set(record.signature, record)
      for (const key of new Set(keys)) {
        const list = signaturesByAddress.get(key)
        if (list) list.push(record.signature)
        else signaturesByAddress.set(key, [record.signature])
      }
      for (const listener of listeners) listener(record)
      if (blockTimeMs === 0) closeBlock()
      else blockTimer ??= setTimeout(closeBlock, blockTimeMs).unref()
      return record.signature
    },

    simulate(bytes, options = {}) {
      const decoded = decodeSolanaTransaction(svm, bytes)
      if (options.sigVerify && options.replaceRecentBlockhash)
        throw new SolanaRpcError(
          -32602,
          'Invalid params: sigVerify may not be used with replaceRecentBlockhash',
        )
      const replacement = options.replaceRecentBlockhash ? ledger.latestBlockhash() : undefined
      if (!replacement && !isBlockhashValid(decoded.message.lifetimeToken) && !usesDurableNonce(decoded))
        return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0, returnData: null, postAccounts: [] }
      tick()
      svm.withSigverify(options.sigVerify ?? false)
      let info: ReturnType<LiteSVM['simulateTransaction']>
      try {
        info = svm.simulateTransaction(decoded.transaction)
      } finally {
        svm.withSigverify(true)
      }
      const meta = info.meta()
      return {
        err: 'postAccounts' in info ? null : toRpcTransactionError(info.err()),
        logs: meta.logs(),
        unitsConsumed: Number(meta.computeUnitsConsumed()),
        returnData: toReturnData(meta),
        postAccounts: 'postAccounts' in info ? info.postAccounts() : [],
        ...(replacement ? { replacementBlockhash: replacement } : {}),
      }
    },

    getTransaction: (signature) => transactions.get(signature),
    getSignatures: (address) => signaturesByAddress.get(address) ?? [],
    onTransaction(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onBlock(listener) {
      blockListeners.add(listener)
      return () => blockListeners.delete(listener)
    },
    closeBlock() {
      if (blockTimer === undefined) return
      clearTimeout(blockTimer)
      closeBlock()
    },
    close() {
      clearTimeout(blockTimer)
      blockTimer = undefined
    },
  }
  return ledger
}
