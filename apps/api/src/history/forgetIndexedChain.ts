import type { Database } from '../db/Database.ts'

/** Drops everything the history index holds for one chain (after the chain was reset), in one transaction. */
export async function forgetIndexedChain(db: Database, chainId: string): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of [
      'history_participants',
      'history_transfers',
      'history_transactions',
      'history_address_cursors',
      'index_cursors',
    ])
      await tx.query(`delete from ${table} where chain_id = $1`, [chainId])
  })
}
