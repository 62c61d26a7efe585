import type { Database } from '../db/Database.ts'
import { forgetIndexedChain } from '../history/forgetIndexedChain.ts'
import { addParticipants, storeIndexedHistory } from '../history/storeIndexedHistory.ts'
import type { SolanaChainHandle } from './createSolanaChainHandle.ts'
import { extractSolanaTransaction, type SolanaTransactionHistory } from './extractSolanaTransaction.ts'
import { isSolanaPublicKey } from './isSolanaPublicKey.ts'
import { isSolanaSignature } from './isSolanaSignature.ts'
import type { RpcParsedTransaction, RpcSignatureInfo, RpcWithContext } from './solanaRpcTypes.ts'
import { solanaTokenPrograms } from './solanaTokenPrograms.ts'

const COMMITMENT = 'confirmed'
/** `getSignaturesForAddress` answers at most 1000 per call. */
const SIGNATURE_PAGE = 1000
/** An address read for the first time starts with its newest transactions: a bound on the first request's work. */
const FIRST_SYNC_SIGNATURES = 1000
/** New transactions one address may bring per sync; past that the oldest of them are left out. */
const MAX_SYNC_SIGNATURES = 10_000
/** `getTransaction` calls made at once; each batch is stored in one database transaction. */
const FETCH_BATCH = 20
/**
 * Slots (about an hour) within which the newest stored transaction must still be known to the node: one it no
 * longer knows means the chain was reset (the local devnet keeps its genesis hash, so its id, across restarts). Older
 * ones are not asked about, since a node without full history may have dropped them.
 */
const RECENT_SLOTS = 9_000
/** A listed transaction `getTransaction` does not answer yet, within this many slots of the head, is waited for. */
const MISSING_GRACE_SLOTS = 150

export interface SolanaHistoryIndexer {
  /**
   * Reads the transactions of `owner` (a checked public key) and of its token accounts that are not stored yet.
   * Calls for one address made while its sync waits in the queue share it, so a caller always sees the
   * transactions that landed before it asked.
   */
  syncAddress(owner: string): Promise<void>
  /** Waits for the sync in progress, if any. */
  idle(): Promise<void>
}

export interface CreateSolanaHistoryIndexerParameters {
  db: Database
  chain: SolanaChainHandle
  onWarning?: (message: string) => void
}

/**
 * Indexes Solana history per address into the shared history tables, on request (a cluster has too many
 * transactions to read them all, and the devnet serves no blocks): `getSignaturesForAddress` for the wallet and
 * each of its token accounts (an incoming SPL transfer names the token account, not the wallet) since the
 * address's stored cursor, then `getTransaction` (jsonParsed) for each signature not stored yet, oldest first.
 * Syncs of one chain run one at a time, so the place given to each transaction in its slot is unique.
 *
 * @example const indexer = createSolanaHistoryIndexer({ db, chain }); await indexer.syncAddress(owner)
 */
export function createSolanaHistoryIndexer({
  db,
  chain,
  onWarning,
}: CreateSolanaHistoryIndexerParameters): SolanaHistoryIndexer {
  const chainId = chain.caipNetworkId
  let tail: Promise<void> = Promise.resolve()
  const queued = new Map<string, Promise<void>>()

  /** The chain's current slot, after dropping the index when the chain no longer has its newest transaction. */
  async function headAfterResetCheck(): Promise<number> {
    const head = await chain.rpc.request<unknown>('getSlot', [{ commitment: COMMITMENT }])
    if (!Number.isSafeInteger(head)) throw new Error(`${chainId}: getSlot answered no slot`)
    const slot = head as number
    const [marker] = await db.query<{ block_number: string | number; block_hash: string }>(
      'select block_number, block_hash from index_cursors where chain_id = $1',
      [chainId],
    )
    if (!marker) return slot
    const markerSlot = Number(marker.block_number)
    let reset = slot < markerSlot
    if (!reset && slot - markerSlot <= RECENT_SLOTS) {
      const statuses = await chain.rpc.request<RpcWithContext<unknown[]>>('getSignatureStatuses', [
        [marker.block_hash],
        { searchTransactionHistory: true },
      ])
      if (!Array.isArray(statuses?.value))
        throw new Error(`${chainId}: getSignatureStatuses answered no list`)
      reset = statuses.value[0] === null || statuses.value[0] === undefined
    }
    if (reset) {
      onWarning?.(
        `${chainId}: transaction ${marker.block_hash} is gone (the chain was reset); indexing it again`,
      )
      await forgetIndexedChain(db, chainId)
    }
    return slot
  }

  async function tokenAccountsOf(owner: string): Promise<string[]> {
    const answers = await Promise.all(
      solanaTokenPrograms.map((programId) =>
        chain.rpc.request<RpcWithContext<{ pubkey?: unknown }[]>>('getTokenAccountsByOwner', [
          owner,
          { programId },
          { encoding: 'base64', dataSlice: { offset: 0, length: 0 }, commitment: COMMITMENT },
        ]),
      ),
    )
    return answers
      .flatMap((answer) => (Array.isArray(answer?.value) ? answer.value : []))
      .map((account) => account?.pubkey)
      .filter((pubkey): pubkey is string => typeof pubkey === 'string' && isSolanaPublicKey(pubkey))
  }

  /** Signatures of `address` newer than `cursor` (all of them up to a bound without one), newest first. */
  async function newSignatures(address: string, cursor: string | undefined): Promise<RpcSignatureInfo[]> {
    const cap = cursor ? MAX_SYNC_SIGNATURES : FIRST_SYNC_SIGNATURES
    const found: RpcSignatureInfo[] = []
    let before: string | undefined
    while (found.length < cap) {
      const limit = Math.min(SIGNATURE_PAGE, cap - found.length)
      const page = await chain.rpc.request<unknown>('getSignaturesForAddress', [
        address,
        {
          limit,
          commitment: COMMITMENT,
          ...(cursor ? { until: cursor } : {}),
          ...(before ? { before } : {}),
        },
      ])
      if (!Array.isArray(page)) throw new Error(`${chainId}: getSignaturesForAddress answered no list`)
      for (const info of page as RpcSignatureInfo[])
        if (isSolanaSignature(info?.signature) && Number.isSafeInteger(info.slot) && info.slot >= 0)
          found.push(info)
      const last = page.at(-1) as RpcSignatureInfo | undefined
      if (page.length < limit || !isSolanaSignature(last?.signature)) break
      before = last.signature
    }
    return found
  }

  async function storeBatch(histories: readonly SolanaTransactionHistory[], owner: string): Promise<void> {
    if (histories.length === 0) return
    await db.transaction(async (tx) => {
      for (const { transaction, transfers, participants } of histories) {
        // The next free place in the slot: transactions are stored oldest first, one sync at a time.
        const [row] = await tx.query<{ next: number | string }>(
          'select coalesce(max(tx_index) + 1, 0) as next from history_transactions where chain_id = $1 and block_number = $2',
          [chainId, transaction.blockNumber.toString()],
        )
        participants.add(owner)
        await storeIndexedHistory(tx, chainId, {
          transactions: [{ ...transaction, txIndex: Number(row?.next ?? 0) }],
          transfers,
          participants: new Map([[transaction.hash, participants]]),
        })
      }
      const newest = histories.reduce((a, b) =>
        b.transaction.blockNumber >= a.transaction.blockNumber ? b : a,
      )
      await tx.query(
        `insert into index_cursors (chain_id, block_number, block_hash, updated_at) values ($1, $2, $3, now())
         on conflict (chain_id) do update set block_number = excluded.block_number, block_hash = excluded.block_hash,
         updated_at = now() where index_cursors.block_number <= excluded.block_number`,
        [chainId, newest.transaction.blockNumber.toString(), newest.transaction.hash],
      )
    })
  }

  async function syncOwner(owner: string): Promise<void> {
    const head = await headAfterResetCheck()
    const accounts = [...new Set([owner, ...(await tokenAccountsOf(owner))])]
    const cursorRows = await db.query<{ address: string; signature: string }>(
      'select address, signature from history_address_cursors where chain_id = $1 and address = any($2::text[])',
      [chainId, accounts],
    )
    const cursors = new Map(cursorRows.map((row) => [row.address, row.signature]))
    const lists = await Promise.all(accounts.map((address) => newSignatures(address, cursors.get(address))))
    // Oldest first. Within a slot, the order the node listed them in (an address's list is newest first).
    const seen = new Map<string, { info: RpcSignatureInfo; order: number }>()
    for (const list of lists)
      list.forEach((info, order) => {
        if (!seen.has(info.signature)) seen.set(info.signature, { info, order })
      })
    const ordered = [...seen.values()]
      .sort((a, b) => a.info.slot - b.info.slot || b.order - a.order)
      .map((entry) => entry.info)
    const storedRows = ordered.length
      ? await db.query<{ hash: string }>(
          'select hash from history_transactions where chain_id = $1 and hash = any($2::text[])',
          [chainId, ordered.map((info) => info.signature)],
        )
      : []
    const stored = new Set(storedRows.map((row) => row.hash))
    // Stored through another address: listed in this one's history too.
    if (stored.size > 0)
      await db.transaction(async (tx) => {
        for (const hash of stored) await addParticipants(tx, chainId, hash, [owner])
      })
    const fresh = ordered.filter((info) => !stored.has(info.signature))
    for (let start = 0; start < fresh.length; start += FETCH_BATCH) {
      const batch = fresh.slice(start, start + FETCH_BATCH)
      const answers = await Promise.all(
        batch.map((info) =>
          chain.rpc.request<RpcParsedTransaction | null>('getTransaction', [
            info.signature,
            { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0, commitment: COMMITMENT },
          ]),
        ),
      )
      const histories: SolanaTransactionHistory[] = []
      for (const [index, info] of batch.entries()) {
        const answer = answers[index]
        if (answer) {
          histories.push(extractSolanaTransaction(chain, info.signature, answer, info.blockTime))
          continue
        }
        if (head - info.slot <= MISSING_GRACE_SLOTS) {
          // Listed but not readable yet: store what comes before it, keep the cursors, read on next time.
          await storeBatch(histories, owner)
          return
        }
        onWarning?.(
          `${chainId}: transaction ${info.signature} is listed but the node no longer has it; skipped`,
        )
      }
      await storeBatch(histories, owner)
    }
    // Everything listed is stored: the next sync asks each address only for newer signatures.
    await db.transaction(async (tx) => {
      for (const [index, list] of lists.entries()) {
        const newest = list[0]
        if (!newest) continue
        await tx.query(
          `insert into history_address_cursors (chain_id, address, signature, slot, updated_at)
           values ($1, $2, $3, $4, now())
           on conflict (chain_id, address) do update set signature = excluded.signature, slot = excluded.slot,
           updated_at = now()`,
          [chainId, accounts[index], newest.signature, newest.slot],
        )
      }
    })
  }

  return {
    syncAddress(owner) {
      const pending = queued.get(owner)
      if (pending) return pending
      const run = tail.then(() => {
        queued.delete(owner)
        return syncOwner(owner)
      })
      queued.set(owner, run)
      tail = run.catch(() => undefined)
      return run
    },
    idle: () => tail,
  }
}
