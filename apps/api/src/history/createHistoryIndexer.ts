import { BlockNotFoundError } from 'viem'
import type { ChainHandle } from '../chain/createChainHandle.ts'
import type { Database } from '../db/Database.ts'
import { extractBlockHistory } from './extractBlockHistory.ts'
import { forgetIndexedChain } from './forgetIndexedChain.ts'
import { storeIndexedHistory } from './storeIndexedHistory.ts'

export interface HistoryIndexer {
  /**
   * Reads every block up to the chain's current head into the store. Calls made while a catch-up runs share the one
   * queued after it, so a caller always sees the blocks mined before it asked.
   */
  sync(): Promise<void>
  /** Waits for the catch-up in progress, if any. */
  idle(): Promise<void>
}

export interface CreateHistoryIndexerParameters {
  db: Database
  chain: ChainHandle
  onWarning?: (message: string) => void
}

interface Cursor {
  blockNumber: bigint
  blockHash: string
}

/**
 * Indexes one chain's transactions and transfers into the history tables. The cursor (last block read and its hash)
 * is stored with each block's rows in one transaction, so a restart resumes where it stopped; a chain that no
 * longer has that block (the local devnet starts fresh every time) is dropped from the index and read again.
 *
 * @example const indexer = createHistoryIndexer({ db, chain }); await indexer.sync()
 */
export function createHistoryIndexer({
  db,
  chain,
  onWarning,
}: CreateHistoryIndexerParameters): HistoryIndexer {
  const chainId = chain.caipNetworkId
  let tail: Promise<void> = Promise.resolve()
  let queued: Promise<void> | undefined

  async function readCursor(): Promise<Cursor | undefined> {
    const [row] = await db.query<{ block_number: string | number; block_hash: string }>(
      'select block_number, block_hash from index_cursors where chain_id = $1',
      [chainId],
    )
    return row ? { blockNumber: BigInt(row.block_number), blockHash: row.block_hash } : undefined
  }

  /** The stored cursor if the chain still has that block, else undefined (after dropping the stale index). */
  async function validCursor(): Promise<Cursor | undefined> {
    const cursor = await readCursor()
    if (!cursor) return undefined
    const block = await chain.client.getBlock({ blockNumber: cursor.blockNumber }).catch((error: unknown) => {
      if (error instanceof BlockNotFoundError) return undefined
      throw error
    })
    if (block?.hash === cursor.blockHash) return cursor
    onWarning?.(`${chainId}: block ${cursor.blockNumber} changed (the chain was reset); indexing it again`)
    await forgetIndexedChain(db, chainId)
    return undefined
  }

  async function indexBlock(blockNumber: bigint): Promise<void> {
    const block = await chain.client.getBlock({ blockNumber, includeTransactions: true })
    const receipts = await Promise.all(
      block.transactions.map((tx) => chain.client.getTransactionReceipt({ hash: tx.hash })),
    )
    const history = await extractBlockHistory(chain, block, receipts)
    await db.transaction(async (tx) => {
      await storeIndexedHistory(tx, chainId, history)
      await tx.query(
        `insert into index_cursors (chain_id, block_number, block_hash, updated_at) values ($1, $2, $3, now())
         on conflict (chain_id) do update set block_number = excluded.block_number, block_hash = excluded.block_hash,
         updated_at = now()`,
        [chainId, blockNumber.toString(), block.hash],
      )
    })
  }

  async function catchUp(): Promise<void> {
    const head = await chain.client.getBlockNumber()
    const cursor = await validCursor()
    const { startBlock = 0 } = chain.config
    const first = cursor ? cursor.blockNumber + 1n : startBlock === 'latest' ? head : BigInt(startBlock)
    for (let blockNumber = first; blockNumber <= head; blockNumber += 1n) await indexBlock(blockNumber)
  }

  return {
    sync() {
      if (queued) return queued
      const run = tail.then(() => {
        queued = undefined
        return catchUp()
      })
      queued = run
      tail = run.catch(() => undefined)
      return run
    },
    idle: () => tail,
  }
}
