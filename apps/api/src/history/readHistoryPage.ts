import type { Database } from '../db/Database.ts'
import { encodeHistoryCursor, type HistoryPosition } from './historyCursor.ts'
import type { StoredTransaction, StoredTransfer } from './StoredHistory.ts'

export interface ReadHistoryPageParameters {
  db: Database
  /** As the index stores it (`AccountNamespace.indexKey`: EVM lowercase, Solana as written). */
  address: string
  /** Only this CAIP-2 chain; absent: every chain. */
  chainId?: string
  after?: HistoryPosition
  limit: number
}

interface PageRow {
  chain_id: string
  hash: string
  block_number: string | number
  block_time: Date | string
  tx_index: number
  sender: string
  recipient: string | null
  created_contract: string | null
  nonce: string | number
  status: string
  selector: string | null
}

interface TransferRow {
  chain_id: string
  hash: string
  position: number
  token_address: string | null
  from_address: string
  to_address: string
  amount: string
  token_name: string | null
  token_symbol: string | null
  token_decimals: number
}

/**
 * One page of an address's history, newest first (block time, then chain, block and position in the block), and
 * the cursor of the next page (undefined on the last one). Keyset paging: a page never repeats or skips an item when
 * newer blocks arrive between requests.
 */
export async function readHistoryPage({
  db,
  address,
  chainId,
  after,
  limit,
}: ReadHistoryPageParameters): Promise<{ items: StoredTransaction[]; next: string | undefined }> {
  const params: unknown[] = [address]
  const where = ['p.address = $1']
  if (chainId) {
    params.push(chainId)
    where.push(`p.chain_id = $${params.length}`)
  }
  if (after) {
    params.push(after.blockTime, after.chainId, after.blockNumber, after.txIndex)
    const n = params.length
    where.push(
      `(p.block_time, p.chain_id, p.block_number, p.tx_index) < ($${n - 3}::timestamptz, $${n - 2}::text, $${n - 1}::bigint, $${n}::integer)`,
    )
  }
  params.push(limit + 1)
  const rows = await db.query<PageRow>(
    `select t.chain_id, t.hash, t.block_number, t.block_time, t.tx_index, t.sender, t.recipient, t.created_contract,
            t.nonce, t.status, t.selector
       from history_participants p
       join history_transactions t on t.chain_id = p.chain_id and t.hash = p.hash
      where ${where.join(' and ')}
      order by p.block_time desc, p.chain_id desc, p.block_number desc, p.tx_index desc
      limit $${params.length}`,
    params,
  )
  const pageRows = rows.slice(0, limit)
  const transfers = await readTransfers(db, pageRows)
  const items = pageRows.map(
    (row): StoredTransaction => ({
      chainId: row.chain_id,
      hash: row.hash,
      blockNumber: String(row.block_number),
      blockTime: new Date(row.block_time),
      txIndex: Number(row.tx_index),
      sender: row.sender,
      recipient: row.recipient,
      createdContract: row.created_contract,
      nonce: Number(row.nonce),
      status: row.status,
      selector: row.selector,
      transfers: transfers.get(`${row.chain_id}/${row.hash}`) ?? [],
    }),
  )
  const last = items.at(-1)
  const next =
    rows.length > limit && last
      ? encodeHistoryCursor({
          blockTime: last.blockTime.toISOString(),
          chainId: last.chainId,
          blockNumber: last.blockNumber,
          txIndex: last.txIndex,
        })
      : undefined
  return { items, next }
}

async function readTransfers(db: Database, rows: readonly PageRow[]): Promise<Map<string, StoredTransfer[]>> {
  const byTransaction = new Map<string, StoredTransfer[]>()
  if (rows.length === 0) return byTransaction
  const transferRows = await db.query<TransferRow>(
    `select f.chain_id, f.hash, f.position, f.token_address, f.from_address, f.to_address, f.amount::text as amount,
            f.token_name, f.token_symbol, f.token_decimals
       from history_transfers f
       join unnest($1::text[], $2::text[]) as k(chain_id, hash) on k.chain_id = f.chain_id and k.hash = f.hash
      order by f.position`,
    [rows.map((row) => row.chain_id), rows.map((row) => row.hash)],
  )
  for (const row of transferRows) {
    const key = `${row.chain_id}/${row.hash}`
    const list = byTransaction.get(key) ?? []
    list.push({
      position: Number(row.position),
      tokenAddress: row.token_address,
      from: row.from_address,
      to: row.to_address,
      amount: row.amount,
      name: row.token_name,
      symbol: row.token_symbol,
      decimals: Number(row.token_decimals),
    })
    byTransaction.set(key, list)
  }
  return byTransaction
}
