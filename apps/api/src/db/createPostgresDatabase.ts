import pg from 'pg'
import type { Database, Queryable } from './Database.ts'

export interface CreatePostgresDatabaseParameters {
  /** e.g. `postgres://user:password@127.0.0.1:5432/appkit` */
  connectionString: string
  /** Pool size; default 10. */
  maxConnections?: number
  /** Told about errors of idle pooled connections (e.g. the server restarted), which must not crash the process. */
  onIdleError?: (error: Error) => void
}

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: async <Row>(sql: string, params: readonly unknown[] = []) =>
      (await target.query(sql, [...params])).rows as Row[],
    exec: async (sql) => {
      // Without parameters pg uses the simple query protocol, which runs several statements.
      await target.query(sql)
    },
  }
}

/**
 * A PostgreSQL server through a `pg` pool (used when DATABASE_URL is set). Checks the connection before resolving.
 *
 * @example const db = await createPostgresDatabase({ connectionString: process.env.DATABASE_URL })
 */
export async function createPostgresDatabase({
  connectionString,
  maxConnections = 10,
  onIdleError,
}: CreatePostgresDatabaseParameters): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: maxConnections })
  pool.on('error', (error) => onIdleError?.(error))
  try {
    await pool.query('select 1')
  } catch (error) {
    await pool.end()
    throw error
  }
  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await work(queryable(client))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
