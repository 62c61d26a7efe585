import { createPgliteDatabase } from './createPgliteDatabase.ts'
import { createPostgresDatabase } from './createPostgresDatabase.ts'
import type { Database } from './Database.ts'
import { migrationsDir } from './migrationsDir.ts'
import { runMigrations } from './runMigrations.ts'

export interface OpenDatabaseParameters {
  /** A PostgreSQL connection string; when set it wins over `dataDir`. */
  databaseUrl?: string
  /** pglite data folder; absent (and no `databaseUrl`): in memory. */
  dataDir?: string
  onIdleError?: (error: Error) => void
}

/**
 * Opens the store the options name (PostgreSQL, pglite on disk, or pglite in memory) and brings its schema up to
 * date with the package's migrations.
 *
 * @example const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL })
 */
export async function openDatabase({
  databaseUrl,
  dataDir,
  onIdleError,
}: OpenDatabaseParameters = {}): Promise<Database> {
  const db = databaseUrl
    ? await createPostgresDatabase({ connectionString: databaseUrl, ...(onIdleError ? { onIdleError } : {}) })
    : await createPgliteDatabase(dataDir ? { dataDir } : {})
  try {
    await runMigrations({ db, dir: migrationsDir })
    return db
  } catch (error) {
    await db.close()
    throw error
  }
}
