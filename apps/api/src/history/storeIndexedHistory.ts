import type { Queryable } from '../db/Database.ts'
import type { IndexedHistory } from './IndexedHistory.ts'

/**
 * Writes transactions, their transfers and participants into the history tables, inside the caller's transaction.
 * A transaction already stored is kept as it is (its participants are still added); one that takes the place of
 * another in its block (same chain, block and index, another hash) is an error, never a silent duplicate, since
 * the page order relies on that place being unique.
 */
export async function storeIndexedHistory(
  tx: Queryable,
  chainId: string,
  history: IndexedHistory,
): Promise<void> {
  for (const item of history.transactions) {
    await tx.query(
      `insert into history_transactions
         (chain_id, hash, block_number, block_time, tx_index, sender, recipient, created_contract, nonce, status, selector)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (chain_id, hash) do nothing`,
      [
        chainId,
        item.hash,
        item.blockNumber.toString(),
        item.blockTime.toISOString(),
        item.txIndex,
        item.sender,
        item.recipient,
        item.createdContract,
        item.nonce,
        item.status,
        item.selector,
      ],
    )
    await addParticipants(tx, chainId, item.hash, history.participants.get(item.hash) ?? [])
  }
  for (const transfer of history.transfers) {
    await tx.query(
      `insert into history_transfers
         (chain_id, hash, position, token_address, from_address, to_address, amount, token_name, token_symbol, token_decimals)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict do nothing`,
      [
        chainId,
        transfer.hash,
        transfer.position,
        transfer.tokenAddress,
        transfer.from,
        transfer.to,
        transfer.amount.toString(),
        transfer.name,
        transfer.symbol,
        transfer.decimals,
      ],
    )
  }
}

/** Lists a stored transaction in the history of `addresses` too, at the place it has in the page order. */
export async function addParticipants(
  tx: Queryable,
  chainId: string,
  hash: string,
  addresses: Iterable<string>,
): Promise<void> {
  for (const address of addresses) {
    await tx.query(
      `insert into history_participants (chain_id, address, hash, block_time, block_number, tx_index)
       select chain_id, $3, hash, block_time, block_number, tx_index
         from history_transactions where chain_id = $1 and hash = $2
       on conflict do nothing`,
      [chainId, hash, address],
    )
  }
}
