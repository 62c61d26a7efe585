import { mkdir } from 'node:fs/promises'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { Database, Queryable } from './Database.ts'

export interface CreatePgliteDatabaseParameters {
  /** A folder that keeps the data across restarts; absent: in memory, gone on close. */
  dataDir?: string
}

function queryable(target: PGlite | Transaction): Queryable {
  return {
    query: async <Row>(sql: string, params: readonly unknown[] = []) =>
      (await target.query<Row>(sql, [...params])).rows,
    exec: async (sql) => {
      await target.exec(sql)
    },
  }
}

/**
 * An embedded PostgreSQL (WASM, no server, no native build): the default store of the API server.
 *
 * @example const db = await createPgliteDatabase({ dataDir: '.data/api' })
 */
export async function createPgliteDatabase({
  dataDir,
}: CreatePgliteDatabaseParameters = {}): Promise<Database> {
  // A first start creates the whole path (the default lives under node_modules/.cache, which may not exist yet).
  if (dataDir) await mkdir(dataDir, { recursive: true })
  const pglite = await PGlite.create(dataDir)
  return {
    kind: 'pglite',
    ...queryable(pglite),
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx))),
    close: () => pglite.close(),
  }
}
